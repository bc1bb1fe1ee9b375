import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';

/** Back to step 1, the lookup (docs/product-rules.md#check-in-kiosk). */
export function BackButton({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  const { t } = useTranslation('check-in');
  return (
    <Button variant="secondary" size="lg" onClick={onBack} disabled={disabled} className="h-14">
      <ArrowLeft className="size-5" aria-hidden="true" />
      {t('back')}
    </Button>
  );
}
