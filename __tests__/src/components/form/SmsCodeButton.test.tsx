import { act, fireEvent, screen } from '@testing-library/react';
import { SmsCodeButton, secondsLeft } from '../../../../src/components/form';
import { SMS_COUNTDOWN_TICK_MS } from '../../../../src/config/constants';
import { en } from '../../helpers/renderApp';
import { renderControl } from './renderForm';

const again = (s: number) => en.sms.resendIn.replace('{{seconds}}', String(s));

describe('SmsCodeButton', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) }));
  afterEach(() => jest.useRealTimers());

  it('counts down in seconds, re-read every 500 ms, to expirationTime and then offers get code again', async () => {
    const onClick = jest.fn();
    const { rerender } = await renderControl(<SmsCodeButton expiresAt={null} disabled={false} onClick={onClick} />);
    expect(screen.getByRole('button', { name: en.sms.getCode })).toBeEnabled();
    const expiresAt = Date.now() + 2_500;
    rerender(<SmsCodeButton expiresAt={expiresAt} disabled={false} onClick={onClick} />);
    expect(screen.getByRole('button')).toHaveTextContent(again(3));
    expect(screen.getByRole('button')).toBeDisabled();
    act(() => jest.advanceTimersByTime(SMS_COUNTDOWN_TICK_MS - 1));
    expect(screen.getByRole('button')).toHaveTextContent(again(3));
    act(() => jest.advanceTimersByTime(1)); // 500 ms: 2.0 s left
    expect(screen.getByRole('button')).toHaveTextContent(again(2));
    act(() => jest.advanceTimersByTime(SMS_COUNTDOWN_TICK_MS * 2)); // 1500 ms: 1.0 s left
    expect(screen.getByRole('button')).toHaveTextContent(again(1));
    act(() => jest.advanceTimersByTime(SMS_COUNTDOWN_TICK_MS * 2)); // 2500 ms: expired
    const button = screen.getByRole('button', { name: en.sms.getCode });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0); // the ticking stops once the code has expired
  });

  it('stays disabled while the form says so, whatever the countdown', async () => {
    await renderControl(<SmsCodeButton expiresAt={null} disabled onClick={jest.fn()} />);
    expect(screen.getByRole('button', { name: en.sms.getCode })).toBeDisabled();
  });

  it('secondsLeft rounds up and never goes below zero', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(1_001, 0)).toBe(2);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
  });
});
