import { useRef, type KeyboardEvent } from 'react';

export interface MethodOption<T extends string> {
  value: T;
  label: React.ReactNode;
  testId?: string;
}

/**
 * A segmented tab list (WAI-ARIA tabs: arrow keys, Home and End move between tabs). The caller renders
 * one panel with id `${idPrefix}-panel`, role tabpanel, labelled by `${idPrefix}-tab-${value}`.
 */
export function MethodTabs<T extends string>({
  value,
  onChange,
  options,
  label,
  idPrefix,
}: {
  value: T;
  onChange: (value: T) => void;
  options: readonly MethodOption<T>[];
  label: string;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const last = options.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
            ? (index + 1) % options.length
            : event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
              ? (index - 1 + options.length) % options.length
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(options[next]!.value);
  };
  return (
    <div role="tablist" aria-label={label} className="sp-tabs">
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${option.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className="sp-tab"
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => move(event, index)}
            data-testid={option.testId}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
