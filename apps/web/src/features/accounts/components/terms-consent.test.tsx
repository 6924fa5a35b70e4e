import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { TermsConsent } from './terms-consent';

const terms = {
  version: '2026-01',
  title: 'Naskila Players Club terms',
  url: '/terms',
  requireAcceptance: true,
};

function show(body?: string[]) {
  const element = (
    <TermsConsent terms={{ ...terms, body }} name="terms" checked={false} onChange={() => undefined} />
  );
  renderRoutes([{ path: '/', element }], '/');
}

describe('TermsConsent', () => {
  it('shows the terms in place when the metadata carries their text, and links nowhere', async () => {
    show(['Membership is free.', 'Points have no cash value.']);
    const summary = await screen.findByText(/Read the Naskila Players Club terms/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Points have no cash value.')).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByText('Points have no cash value.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).not.toBeChecked();
  });

  it("links to the property's own page when the metadata has no text", async () => {
    show();
    expect(await screen.findByRole('link', { name: /Read the Naskila Players Club terms/ })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
