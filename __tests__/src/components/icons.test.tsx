import { render } from '@testing-library/react';
import { Icon } from '../../../src/components/icons';

describe('Icon', () => {
  test('marks the back arrow to mirror in right-to-left languages', () => {
    const { container } = render(<Icon name="back" />);
    expect(container.querySelector('svg')).toHaveClass('mirror-rtl');
  });

  test('leaves symmetric icons such as home unmirrored', () => {
    const { container } = render(<Icon name="home" />);
    expect(container.querySelector('svg')).not.toHaveClass('mirror-rtl');
  });

  test('is hidden from screen readers, the control around it carries the label', () => {
    const { container } = render(<Icon name="menu" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
