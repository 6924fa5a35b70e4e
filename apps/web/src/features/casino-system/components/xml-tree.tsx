import { useTranslation } from '../../../shared/i18n/use-translation';
import type { XmlObject, XmlValue } from '../xml/parse-cms-xml';

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
    return (
      <ol className="xml-tree__list">
        {value.map((item, index) => (
          <li key={index}>
            <XmlNode value={item} />
          </li>
        ))}
      </ol>
    );
  if (Object.keys(value).length === 0) return <span className="muted">{t('casinoSystem.empty')}</span>;
  return <XmlTree value={value} />;
}
