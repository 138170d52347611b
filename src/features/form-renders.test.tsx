import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Routing, useSearch } from '../routing/router.tsx';
import { useUrlInput } from '../routing/useUrlForm.ts';
import { WholeNumberField } from '../ui/WholeNumberField.tsx';
import { EventForm } from './event/EventForm.tsx';
import { eventUrlForm } from './event/schema.ts';
import { HotelForm } from './hotel/HotelForm.tsx';
import { hotelUrlForm } from './hotel/search.ts';

// Every number field of both forms, counted as it renders.
vi.mock('../ui/WholeNumberField.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../ui/WholeNumberField.tsx')>();
  return { ...original, WholeNumberField: vi.fn(original.WholeNumberField) };
});

function EventFormOnItsPage() {
  const url = useUrlInput(eventUrlForm, useSearch(eventUrlForm.schema), () => {});
  return <EventForm url={url} />;
}

function HotelFormOnItsPage() {
  const url = useUrlInput(hotelUrlForm, useSearch(hotelUrlForm.schema), () => {});
  return <HotelForm url={url} calculating={false} />;
}

// react-hook-form's useForm renders its component again once the form is ready, in the task of
// the first commit: the fields are not part of that render (EventForm.tsx).
describe.each([
  ['event', EventFormOnItsPage],
  ['hotel', HotelFormOnItsPage],
])('the %s form', (_name, Form) => {
  it('renders its fields once when it opens', () => {
    vi.mocked(WholeNumberField).mockClear();
    render(
      <Routing>
        <Form />
      </Routing>,
    );
    const numberFields = screen.getAllByRole('textbox').length;
    expect(numberFields).toBeGreaterThan(0);
    expect(vi.mocked(WholeNumberField)).toHaveBeenCalledTimes(numberFields);
  });

  it('still shows the errors of a submit', async () => {
    render(
      <Routing>
        <Form />
      </Routing>,
    );
    const first = screen.getAllByRole('textbox')[0];
    if (!first) throw new Error('The form has no number field.');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: /calculate/i }));
    await vi.waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    const described = (first.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toMatch(/\d/);
  });
});
