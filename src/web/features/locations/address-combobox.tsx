import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { autocompleteReply, type GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import { suggestionsStatus } from '../../../domain/locations/typed-address.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { SearchIcon } from '../../ui/icons/icons.tsx';
import styles from './address-combobox.module.css';

export interface AddressComboboxProps {
  /** Visible label text. */
  label: string;
  /** Spec §9: 'Search Address'. */
  placeholder: string;
  /** Form field name: without scripts the form submits the typed text as ?q=. */
  name?: string;
  defaultValue?: string;
  onSelect: (result: GeocodeResult) => void;
  /** Enter without choosing a suggestion: the typed text. */
  onSubmitText?: (text: string) => void;
  /** Focus the field once mounted (the guest just asked for the address search). */
  focusOnMount?: boolean;
  /** Offer suggestions for `defaultValue` at once (an address the guest already searched for). */
  suggestOnMount?: boolean;
}

const DEBOUNCE_MS = 200;

/**
 * Address search with suggestions, following the WAI-ARIA 1.2 combobox pattern (list
 * autocomplete, manual selection): ↓/↑ move through the suggestions (aria-activedescendant),
 * Enter chooses, Escape closes the list and then clears the field. Suggestions come from
 * GET /api/geocode/autocomplete (US and CA).
 */
export function AddressCombobox({
  label,
  placeholder,
  name = 'q',
  defaultValue = '',
  onSelect,
  onSubmitText,
  focusOnMount = false,
  suggestOnMount = false,
}: AddressComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultValue);
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);

  useEffect(() => {
    if (!focusOnMount) return;
    // After the enclosing dialog's focus trap has placed its initial focus.
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusOnMount]);
  useEffect(() => () => cancelPending(), []);
  useEffect(() => {
    if (suggestOnMount && defaultValue) suggest(defaultValue);
    // Once, on mount: later changes come from typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function cancelPending() {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }

  /** Debounced suggestions for what the guest typed; a newer keystroke cancels the older request. */
  function suggest(value: string) {
    cancelPending();
    const query = value.trim();
    if (query.length < 2) {
      setResults([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest(`geocode/autocomplete?q=${encodeURIComponent(query)}`, autocompleteReply, {
        signal: controller.signal,
      })
        .then((reply) => {
          setResults(reply.data.addresses);
          setOpen(reply.data.addresses.length > 0);
          setActive(-1);
          setStatus(suggestionsStatus(reply.data.addresses.length));
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    pending.current = { timer, controller };
  }

  const choose = (result: GeocodeResult) => {
    cancelPending();
    setText(result.formattedAddress);
    setOpen(false);
    setActive(-1);
    onSelect(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open && results.length) setOpen(true);
        setActive((i) => (results.length ? (i + 1) % results.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open && results.length) setOpen(true);
        setActive((i) => (results.length ? (i <= 0 ? results.length - 1 : i - 1) : -1));
        break;
      case 'Enter': {
        const chosen = open && active >= 0 ? results[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        } else if (onSubmitText && text.trim()) {
          event.preventDefault();
          setOpen(false);
          onSubmitText(text.trim());
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          cancelPending();
          setText('');
        }
        break;
      default:
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input
          id={`${id}-input`}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          ref={inputRef}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            suggest(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={styles.input}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className={styles.list} hidden={!open}>
        {results.map((r, i) => (
          <li
            key={`${r.formattedAddress}-${i}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={[styles.option, i === active ? styles.active : ''].join(' ')}
            // mousedown keeps focus in the input (the pattern keeps DOM focus on the combobox)
            onMouseDown={(e) => {
              e.preventDefault();
              choose(r);
            }}
          >
            {r.formattedAddress}
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
