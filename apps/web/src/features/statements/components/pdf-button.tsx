import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { reportFailure } from '../../../shared/http/report-failure';
import { downloadPdf } from '../api/download-pdf';

/** Downloads a statement PDF through the authorized client; busy while it is being made. */
export function PdfButton({
  url,
  filename,
  headers,
  label,
}: {
  url: string;
  filename: string;
  headers?: Record<string, string>;
  label: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(url, filename, headers);
    } catch (failure) {
      reportFailure(failure, t('statements.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? t('statements.preparingPdf') : label}
    </button>
  );
}
