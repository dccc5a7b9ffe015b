import { fireEvent, screen } from '@testing-library/react';
import { CaptchaField, CountryDialingCodeSelect, PasswordField, SliderVerify, TextField } from '../../../../src/components/form';
import { sliderChallenge } from '../../helpers/accounts';
import { en } from '../../helpers/renderApp';
import { renderControl } from './renderForm';

describe('TextField', () => {
  it('has a visible label tied to the named input and announces its message', async () => {
    await renderControl(<TextField name="username" label="Username" value="" onChange={jest.fn()} error={{ key: 'validation.accountFormat' }} />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(en.validation.accountFormat);
  });

  it('reports each change as a string', async () => {
    const onChange = jest.fn();
    await renderControl(<TextField name="username" label="Username" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'bob' } });
    expect(onChange).toHaveBeenCalledWith('bob');
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    await renderControl(<PasswordField name="password" label="Password" value="x" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: en.form.showPassword }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: en.form.showPassword })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('CaptchaField', () => {
  it('is the identifying input, limited to 16 characters, and its image button refreshes', async () => {
    const onRefresh = jest.fn();
    await renderControl(<CaptchaField value="" onChange={jest.fn()} image="data:image/svg+xml,1" onRefresh={onRefresh} />);
    expect(screen.getByLabelText(en.login.identifying)).toHaveAttribute('name', 'identifying');
    expect(screen.getByLabelText(en.login.identifying)).toHaveAttribute('maxLength', '16');
    fireEvent.click(screen.getByRole('button', { name: en.captcha.refresh }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('CountryDialingCodeSelect', () => {
  it('offers +code per country and reports the chosen entry', async () => {
    const onChange = jest.fn();
    const countries = [
      { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
      { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
    ];
    await renderControl(<CountryDialingCodeSelect countries={countries} value="BD" onChange={onChange} />);
    const select = screen.getByLabelText(en.form.dialingCode);
    expect(select).toHaveAttribute('name', 'countryDialingCode');
    expect(screen.getByRole('option', { name: /\+91/ })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'IN' } });
    expect(onChange).toHaveBeenCalledWith(countries[1]);
  });
});

describe('SliderVerify', () => {
  const challenge = sliderChallenge('c1');

  it('shows the picture and moves the piece with the range input, answering every position (the server judges it)', async () => {
    const onAnswer = jest.fn();
    await renderControl(<SliderVerify challenge={challenge} onAnswer={onAnswer} onReload={jest.fn()} />);
    expect(screen.getByRole('img', { name: en.slider.picture })).toHaveAttribute('src', challenge.background);
    const slider = screen.getByRole('slider', { name: en.slider.label });
    fireEvent.change(slider, { target: { value: '114' } });
    expect(onAnswer).toHaveBeenLastCalledWith({ challengeId: 'c1', position: 114 });
    const piece = document.querySelector(`img[src="${challenge.piece}"]`) as HTMLElement;
    expect(piece.style.left).toBe(`${(114 / 280) * 100}%`);
    expect(piece.style.top).toBe(`${(40 / 160) * 100}%`);
    expect(screen.getByText(en.slider.placed)).toBeInTheDocument();
  });

  it('a new challenge starts the piece at 0 again', async () => {
    const { rerender } = await renderControl(<SliderVerify challenge={challenge} onAnswer={jest.fn()} onReload={jest.fn()} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '40' } });
    rerender(<SliderVerify challenge={sliderChallenge('c2')} onAnswer={jest.fn()} onReload={jest.fn()} />);
    expect(screen.getByRole('slider')).toHaveValue('0');
    expect(screen.queryByText(en.slider.placed)).not.toBeInTheDocument();
  });

  it('offers another picture, and without a challenge offers to load one again', async () => {
    const onReload = jest.fn();
    const { rerender } = await renderControl(<SliderVerify challenge={challenge} onAnswer={jest.fn()} onReload={onReload} />);
    fireEvent.click(screen.getByRole('button', { name: en.slider.reload }));
    rerender(<SliderVerify challenge={null} onAnswer={jest.fn()} onReload={onReload} />);
    fireEvent.click(screen.getByRole('button', { name: en.slider.reload }));
    expect(onReload).toHaveBeenCalledTimes(2);
  });
});
