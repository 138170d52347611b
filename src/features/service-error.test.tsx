import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/errors.ts';
import { ServiceErrorPanel, ServiceLimitNote } from './service-error.tsx';

const rateLimited = () =>
  new ApiError('http', 'x', {
    status: 429,
    messageKey: 'error.server.rate-limited',
    retryAfterMs: 30_000,
  });

describe('ServiceErrorPanel', () => {
  it('names a refused field by its label, quotes the service, and offers nothing that cannot help', () => {
    const error = new ApiError('http', 'x', {
      status: 400,
      serviceMessage: 'Invalid input',
      issues: [
        { field: 'participants', message: 'too small' },
        { field: 'hidden', message: 'bad' },
      ],
    });
    render(
      <ServiceErrorPanel
        error={error}
        title="The calculation failed"
        fieldLabel={(field) => (field === 'participants' ? 'Participants' : undefined)}
        onRetry={() => undefined}
      />,
    );
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText('The calculation failed')).toBeTruthy();
    expect(
      within(panel).getByText('The service did not accept the request. Check the input.'),
    ).toBeTruthy();
    expect(within(panel).getByRole('listitem').textContent).toBe(
      'Participants — The service said: “too small”',
    );
    expect(within(panel).getByText('The service said: “Invalid input — hidden: bad”')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('offers to try again and the settings when the service is not reachable', async () => {
    const onRetry = vi.fn();
    render(<ServiceErrorPanel error={new ApiError('network', 'x')} onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(within(panel).getByRole('link', { name: 'Open settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('titles a limit’s wait as no failure and counts the wait down', () => {
    render(
      <ServiceErrorPanel
        error={rateLimited()}
        title="The calculation failed"
        onRetry={() => undefined}
        onWaitOver={() => undefined}
      />,
    );
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText('Not calculated yet')).toBeTruthy();
    expect(within(panel).queryByText('The calculation failed')).toBeNull();
    expect(panel.textContent).toMatch(/A limit was reached.*Calculating again in 3[01] s/);
  });
});

describe('ServiceLimitNote', () => {
  it('says a limit was reached with its wait, and nothing for another failure', () => {
    const { container, rerender } = render(
      <ServiceLimitNote reason={new ApiError('network', 'x')} />,
    );
    expect(container.textContent).toBe('');
    rerender(<ServiceLimitNote reason={rateLimited()} />);
    expect(screen.getByTestId('limit-note').textContent).toMatch(
      /^A limit was reached.*Calculating again in 3[01] s/,
    );
  });
});
