import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { XmlObject, XmlValue } from '../xml/parse-cms-xml';

/** Lists longer than this are folded, and rendered only once opened (two years of ratings). */
export const FOLDED_LIST_LENGTH = 5;

/** A parsed answer as nested definition lists: element names as terms, lists numbered. */
export function XmlTree({ value }: { value: XmlObject }) {
  return (
    <dl className="xml-tree">
      {Object.entries(value).map(([name, child]) => (
        <div key={name} className="xml-tree__entry">
          <dt>{name}</dt>
          <dd>
            <XmlNode value={child} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function XmlNode({ value }: { value: XmlValue }) {
  const { t } = useTranslation();
  if (typeof value === 'string')
    return value === '' ? <span className="muted">{t('casinoSystem.empty')}</span> : <>{value}</>;
  if (Array.isArray(value))
    return value.length > FOLDED_LIST_LENGTH ? <FoldedList items={value} /> : <XmlList items={value} />;
  if (Object.keys(value).length === 0) return <span className="muted">{t('casinoSystem.empty')}</span>;
  return <XmlTree value={value} />;
}

function XmlList({ items }: { items: XmlValue[] }) {
  return (
    <ol className="xml-tree__list">
      {items.map((item, index) => (
        <li key={index}>
          <XmlNode value={item} />
        </li>
      ))}
    </ol>
  );
}

function FoldedList({ items }: { items: XmlValue[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="xml-tree__fold" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('casinoSystem.items', { count: items.length })}</summary>
      {open && <XmlList items={items} />}
    </details>
  );
}
