import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The link's QR as SVG markup (error correction M, a quiet zone of 2 modules). */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** "carmen-ruiz" from "Carmen Ruiz": a file name any system accepts. */
const fileNameOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'invitado';

/** "Código QR": the guest's personal link as a QR in a modal, with the name, the link and a download. */
export function GuestQrButton({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('dashboard');
  const [isOpen, setOpen] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    let isCurrent = true;
    void qrSvg(link).then((markup) => {
      if (isCurrent) setSvg(markup);
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpen, link]);

  return (
    <>
      <Button variant="ghost" aria-label={t('guests.qrOf', { name })} onClick={() => setOpen(true)}>
        {t('guests.qr')}
      </Button>
      <Modal
        open={isOpen}
        title={t('guests.qrOf', { name })}
        onClose={() => setOpen(false)}
        closeLabel={t('guests.close')}
      >
        <figure className="guest-qr">
          <div
            className="guest-qr__code"
            role="img"
            aria-label={t('guests.qrOf', { name })}
            // The markup is the qrcode library's own SVG of the link: rects and paths, no user text.
            dangerouslySetInnerHTML={svg === null ? undefined : { __html: svg }}
          />
          <figcaption>
            <strong className="guest-qr__name">{name}</strong>
            <span className="guest-qr__link">{link}</span>
            <span className="muted">{t('guests.qrHint', { name })}</span>
          </figcaption>
          <Button
            variant="secondary"
            disabled={svg === null}
            aria-label={t('guests.downloadQrOf', { name })}
            onClick={() => {
              if (svg !== null)
                saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `qr-${fileNameOf(name)}.svg`);
            }}
          >
            {t('guests.downloadQr')}
          </Button>
        </figure>
      </Modal>
    </>
  );
}
