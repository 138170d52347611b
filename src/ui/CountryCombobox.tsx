import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useLanguage } from '../i18n/index.ts';
import { countryName } from '../i18n/countries.ts';
import {
  countryOptions,
  readCountry,
  searchCountries,
  type CountryOption,
} from '../lib/country-search.ts';
import { isCountryCode } from '../shared/country-codes.ts';
import type { ControlProps } from './Field.tsx';
import './controls.css';

interface CountryComboboxMessages {
  listLabel: string;
  showAll: string;
  noResults: string;
  resultCount: (count: number) => string;
}

interface CountryComboboxProps extends ControlProps {
  /** '' for none; the text typed when it named no country (the form's schema refuses it). */
  value: string;
  onChange: (codeOrText: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  messages: CountryComboboxMessages;
}

/**
 * ARIA 1.2 combobox with a listbox popup and list autocomplete. A text that names no country is
 * kept as typed, never replaced by the country chosen before.
 */
export function CountryCombobox({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  messages,
  ...control
}: CountryComboboxProps) {
  const language = useLanguage();
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  // Built only once wanted: naming and sorting every country costs start-up time.
  const listed = open || query !== null;
  const listFor = (q: string | null) =>
    q === null ? countryOptions(language) : searchCountries(q, language);
  const options = useMemo(
    () =>
      !listed ? [] : query === null ? countryOptions(language) : searchCountries(query, language),
    [listed, query, language],
  );
  const text = query ?? (isCountryCode(value) ? countryName(value, language) : value);
  const optionId = (option: CountryOption) => `${listId}-${option.code}`;
  const activeOption = open && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId, which is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const openList = (direction: 1 | -1 | 0) => {
    setOpen(true);
    const list = listFor(query);
    const selected = list.findIndex((option) => option.code === value);
    if (selected >= 0) setActive(selected);
    else setActive(direction === -1 ? list.length - 1 : list.length ? 0 : -1);
  };

  const choose = (option: CountryOption) => {
    onChange(option.code);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };

  // The country it reads as, else the only one listed, else the text, which the form refuses.
  const commit = (typed: string) => {
    const trimmed = typed.trim();
    const only = options.length === 1 ? options[0]?.code : undefined;
    onChange(trimmed ? (readCountry(trimmed) ?? only ?? trimmed) : '');
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open || event.altKey) openList(1);
        else setActive((index) => Math.min(index + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(-1);
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        } else if (query !== null) {
          commit(query);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const onInputBlur = () => {
    if (query !== null) commit(query);
    else close();
    onBlur?.();
  };

  return (
    <div className="combobox">
      <div className="combobox__field">
        <input
          {...control}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            setOpen(true);
            setActive(searchCountries(next, language).length ? 0 : -1);
          }}
          onClick={() => (open ? undefined : openList(0))}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
        />
        <button
          type="button"
          className="combobox__toggle"
          tabIndex={-1}
          aria-label={messages.showAll}
          aria-controls={listId}
          aria-expanded={open}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              setQuery(null);
              openList(0);
            }
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={messages.listLabel}
        className="combobox__list"
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {open
          ? options.map((option, index) => (
              // The keyboard works through the input (aria-activedescendant); a click chooses.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.code}
                id={optionId(option)}
                role="option"
                aria-selected={index === active}
                className={[
                  'combobox__option',
                  option.code === value ? 'combobox__option--chosen' : '',
                  query === null && index > 0 && options[index - 1]?.popular && !option.popular
                    ? 'combobox__option--divider'
                    : '',
                ].join(' ')}
                onClick={() => choose(option)}
                onMouseMove={() => (index === active ? undefined : setActive(index))}
              >
                <span className="combobox__name">{option.name}</span>
                <span className="combobox__code">{option.code}</span>
              </li>
            ))
          : null}
      </ul>
      {open && options.length === 0 ? (
        <p className="combobox__empty">{messages.noResults}</p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {open && query !== null ? messages.resultCount(options.length) : ''}
      </p>
    </div>
  );
}
