import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorWords } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { type OrderDocumentKind, printOrderDocument } from '../print-order-document.ts';

const KINDS: readonly OrderDocumentKind[] = ['ticket', 'receipt'];

/** "Print ticket" and "Print receipt" for one order; a failure is told in a toast. */
export function PrintOrderButtons({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const [printing, setPrinting] = useState<OrderDocumentKind | null>(null);
  const print = async (kind: OrderDocumentKind) => {
    setPrinting(kind);
    try {
      await printOrderDocument(orderId, kind);
    } catch (error) {
      toast.error(errorWords(error, t(`print.failed.${kind}`)));
    } finally {
      setPrinting(null);
    }
  };
  return (
    <>
      {KINDS.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          size="sm"
          disabled={printing !== null}
          aria-busy={printing === kind}
          onClick={() => void print(kind)}
        >
          <Printer className="size-4" aria-hidden="true" />
          {t(`print.${kind}`)}
        </Button>
      ))}
    </>
  );
}
