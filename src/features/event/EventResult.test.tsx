import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ApiError } from '../../api/errors.ts';
import { fakeConnection } from '../../test/connection.ts';
import { EventResult } from './EventResult.tsx';

describe('EventResult', () => {
  it('shows a failure’s panel at once, without the figures’ code', () => {
    render(
      <EventResult
        state="ready"
        calculation={undefined}
        outdated={false}
        error={new ApiError('http', 'The service failed.', { status: 500 })}
        onRetry={() => undefined}
        fetchStatus="idle"
        exportContext={{ date: '', service: '', sandbox: true }}
        connection={fakeConnection('https://service.example/api')}
        driversWanted={false}
      />,
    );
    // In the same render: the figures' module has not loaded, and is not needed to say it failed.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
