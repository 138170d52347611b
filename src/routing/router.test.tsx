import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import * as z from 'zod/mini';
import { Link, Routing, useBlocker, useParams, useSearch } from './router.tsx';
import { searchParam } from './search-params.ts';

const schema = z.object({ n: searchParam, name: searchParam });

function Shown() {
  const search = useSearch(schema);
  return <p data-testid="search">{JSON.stringify(search)}</p>;
}

function Key() {
  const { key = '' } = useParams<'key'>();
  return <p data-testid="key">{key}</p>;
}

function Busy() {
  useBlocker(true, 'Leave the batch?');
  return <p>busy</p>;
}

function App() {
  return (
    <Routing>
      <nav>
        <Link to="/event" current>
          Event
        </Link>
        <Link to="/certificates" current>
          Certificates
        </Link>
        <Link to="/event" search={{ n: 120, name: '7' }}>
          With search
        </Link>
        <Link to="/settings">Settings</Link>
      </nav>
      <Switch>
        <Route path="/event" component={Shown} />
        <Route path="/certificates/correlation/:key" component={Key} />
        <Route path="/settings" component={Busy} />
      </Switch>
    </Routing>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the routing layer', () => {
  it('marks the current page and the page above a certificate with aria-current', async () => {
    window.history.replaceState(null, '', '/certificates/correlation/a%2Fb%3F%2520');
    render(<App />);
    expect(screen.getByRole('link', { name: 'Certificates' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Event' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('key').textContent).toBe('a/b?%20');
    await userEvent.click(screen.getByRole('link', { name: 'Event' }));
    expect(screen.getByRole('link', { name: 'Event' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads search params back as the values that were written', async () => {
    window.history.replaceState(null, '', '/event');
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'With search' }));
    expect(window.location.search).toBe('?n=120&name=%227%22');
    expect(screen.getByTestId('search').textContent).toBe('{"n":120,"name":"7"}');
  });

  it('asks before leaving a page that blocks, and stays when the user declines', async () => {
    window.history.replaceState(null, '', '/settings');
    render(<App />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('link', { name: 'Event' }));
    expect(confirm).toHaveBeenCalledWith('Leave the batch?');
    expect(window.location.pathname).toBe('/settings');
    expect(screen.queryByText('busy')).not.toBeNull();

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Event' }));
    expect(window.location.pathname).toBe('/event');
    act(() => undefined);
    expect(screen.queryByText('busy')).toBeNull();
  });

  it('lets back and forward go without asking: the page that blocks is left, not held', async () => {
    window.history.replaceState(null, '', '/event');
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.queryByText('busy')).not.toBeNull();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByText('busy')).toBeNull());
    expect(window.location.pathname).toBe('/event');

    act(() => window.history.forward());
    await waitFor(() => expect(screen.queryByText('busy')).not.toBeNull());
    expect(window.location.pathname).toBe('/settings');

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByText('busy')).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });
});
