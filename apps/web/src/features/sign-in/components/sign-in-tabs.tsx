import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SignInTab<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

interface SignInTabsProps<T extends string> {
  label: string;
  tabs: readonly SignInTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between the sign-in methods. */
export function SignInTabs<T extends string>({ label, tabs, selected, onSelect }: SignInTabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const offsets: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -index,
      End: tabs.length - 1 - index,
    };
    const offset = offsets[event.key];
    if (offset === undefined) return;
    event.preventDefault();
    const next = tabs[(index + offset + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${baseId}-tab-${next.id}`)}`)?.focus();
  };

  const current = tabs[index];
  return (
    <div className="sign-in-tabs">
      <div ref={listRef} className="sign-in-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="sign-in-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${current.id}`}>
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
