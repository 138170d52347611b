import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryCombobox } from './CountryCombobox.tsx';

function Harness({ initial = 'FR' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="country">Country</label>
      <CountryCombobox
        id="country"
        aria-invalid={false}
        value={value}
        onChange={setValue}
        messages={{
          listLabel: 'Countries',
          showAll: 'Show all countries',
          noResults: 'No country matches.',
          resultCount: (count) => `${count} found`,
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button">after</button>
    </>
  );
}

describe('CountryCombobox', () => {
  it('is a combobox that controls a listbox and opens with the arrow key', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect((input as HTMLInputElement).value).toBe('France');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.click(input);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('France');
  });

  it('filters as one types and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'germ');
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Germany');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('DE');
    expect((input as HTMLInputElement).value).toBe('Germany');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys and goes back with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'ni');
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}');
    const activeId = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(activeId ?? '')?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('France');
    expect(screen.getByTestId('value').textContent).toBe('FR');
  });

  it('chooses an option with the mouse', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show all countries' }));
    await user.click(screen.getByRole('option', { name: /Austria/ }));
    expect(screen.getByTestId('value').textContent).toBe('AT');
  });

  it('takes an exact code when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'ch');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('CH');
  });

  it('chooses the country a text names in any spelling when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness initial="US" />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, "Cote d'Ivoire");
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('CI');
    expect((input as HTMLInputElement).value).toBe('Côte d’Ivoire');
  });

  it('keeps a text that names no country when the field is left, never the country before', async () => {
    const user = userEvent.setup();
    render(<Harness initial="US" />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'Atlantis');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('Atlantis');
    expect((input as HTMLInputElement).value).toBe('Atlantis');
  });

  it('chooses nothing else on Enter when no country matches', async () => {
    const user = userEvent.setup();
    render(<Harness initial="US" />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'Kosovo');
    expect(screen.getByText('No country matches.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('Kosovo');
    expect((input as HTMLInputElement).value).toBe('Kosovo');
  });

  it('leaves the field empty when its text is cleared', async () => {
    const user = userEvent.setup();
    render(<Harness initial="US" />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
