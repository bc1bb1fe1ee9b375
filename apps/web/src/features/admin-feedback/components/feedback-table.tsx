import type { AdminFeedback } from '@shop/shared';
import { Eye, Trash2 } from 'lucide-react';
import { Stars } from '@/components/ui/stars.tsx';
import { RowAction, shortDate, tableClasses, truncate } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { CategoryBadge } from './category-badge.tsx';
import { StatusSelect } from './status-select.tsx';

/**
 * docs/product-rules.md#contacts-and-feedback: the message is cut at 60 characters in the table.
 */
const MESSAGE_LENGTH = 60;

const COLUMNS = ['customer', 'category', 'rating', 'message', 'images', 'status', 'date'] as const;

/** The feedback as a table; the status is changed right in its row. */
export function FeedbackTable({
  feedback,
  onView,
  onDelete,
}: {
  feedback: readonly AdminFeedback[];
  onView: (feedback: AdminFeedback) => void;
  onDelete: (feedback: AdminFeedback) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className={tableClasses.frame}>
      <table className={cn(tableClasses.table, 'min-w-[52rem] [&_td]:px-2.5 [&_th]:px-2.5')}>
        <caption className="sr-only">{t('feedback.table.label')}</caption>
        <thead className={tableClasses.head}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={tableClasses.headCell}>
                {t(`feedback.table.${column}`)}
              </th>
            ))}
            <th scope="col" className={cn(tableClasses.headCell, 'text-right')}>
              {t('feedback.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {feedback.map((item) => (
            <tr key={item.id} className={tableClasses.row}>
              <td className={cn(tableClasses.cell, 'max-w-36')}>
                <p className="truncate font-semibold text-charcoal-900">{item.name}</p>
                <p className="truncate text-xs text-charcoal-600">{item.email}</p>
              </td>
              <td className={tableClasses.cell}>
                <CategoryBadge category={item.category} />
              </td>
              <td className={cn(tableClasses.cell, 'whitespace-nowrap')}>
                <Stars rating={item.rating} />
              </td>
              <td className={cn(tableClasses.cell, 'min-w-44 text-[13px] leading-snug')}>
                {truncate(item.message, MESSAGE_LENGTH)}
              </td>
              <td className={cn(tableClasses.cell, 'min-w-[4.5rem] text-[13px]')}>
                {item.images.length > 0 ? (
                  <span className="font-medium text-charcoal-800">
                    {t('feedback.table.imageCount', { count: item.images.length })}
                  </span>
                ) : (
                  <span className="text-charcoal-500">{t('feedback.table.noImages')}</span>
                )}
              </td>
              <td className={tableClasses.cell}>
                <StatusSelect feedback={item} />
              </td>
              <td className={cn(tableClasses.cell, 'min-w-[4.5rem] text-[13px]')}>
                {shortDate(item.created_at)}
              </td>
              <td className={cn(tableClasses.cell, 'space-x-1 text-right whitespace-nowrap')}>
                <RowAction
                  label={t('feedback.table.view', { name: item.name })}
                  icon={Eye}
                  onClick={() => onView(item)}
                />
                <RowAction
                  label={t('feedback.table.delete', { name: item.name })}
                  icon={Trash2}
                  tone="danger"
                  onClick={() => onDelete(item)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
