import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Avatar } from '../../../src/components/Avatar';
import { buildDarkTheme } from '../../../src/theme';

const renderAvatar = (src?: string | null) =>
  render(
    <ThemeProvider theme={buildDarkTheme()}>
      <Avatar src={src} alt="Profile picture" />
    </ThemeProvider>,
  );

describe('Avatar', () => {
  it('shows the given picture', () => {
    renderAvatar('https://cdn.example.com/a.png');
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  });

  it('shows the default picture without a source', () => {
    renderAvatar(null);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'file-stub');
  });

  it('falls back to the default picture when the image fails to load', () => {
    renderAvatar('https://cdn.example.com/broken.png');
    const img = screen.getByRole('img', { name: 'Profile picture' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'file-stub');
  });
});
