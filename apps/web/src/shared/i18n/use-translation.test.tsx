import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './i18n';
import { useTranslation } from './use-translation';

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t('menu.home')} ({i18n.language})
    </p>
  );
}

afterEach(async () => {
  await act(() => changeLanguage('en-US'));
});

describe('useTranslation', () => {
  it('renders again in the new language once it has loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ menu: { home: 'Casa' } }));
    render(<Greeting />);
    expect(screen.getByText('Home (en-US)')).toBeInTheDocument();
    await act(() => changeLanguage('en-ZW'));
    expect(screen.getByText('Casa (en-ZW)')).toBeInTheDocument();
  });
});
