import { useState } from 'react';
import { reportError } from './error-message.ts';

/** A file download behind a button: busy while it runs, the server's message if it fails. */
export function useDownload(download: () => Promise<void>) {
  const [isLoading, setLoading] = useState(false);
  const run = () => {
    setLoading(true);
    download()
      .catch(reportError)
      .finally(() => setLoading(false));
  };
  return { isLoading, run };
}
