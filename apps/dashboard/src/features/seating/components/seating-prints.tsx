import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadPlaceCards } from '../api/download-place-cards.ts';
import { downloadSeatingChart } from '../api/download-seating-chart.ts';

/** The two printables of the seating, in the couple's language: the chart and the place cards. */
export function SeatingPrints({ weddingId }: { weddingId: number }) {
  const { t } = useTranslation('dashboard');
  const chart = useDownload(() => downloadSeatingChart(weddingId));
  const cards = useDownload(() => downloadPlaceCards(weddingId));
  return (
    <div className="seating-prints">
      <Button variant="secondary" loading={chart.isLoading} onClick={chart.run}>
        {t('seating.printChart')}
      </Button>
      <Button variant="secondary" loading={cards.isLoading} onClick={cards.run}>
        {t('seating.printCards')}
      </Button>
    </div>
  );
}
