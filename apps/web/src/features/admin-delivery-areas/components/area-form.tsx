import {
  type AdminDeliveryArea,
  adminDeliveryAreaSavedSchema,
  DELIVERY_AREA_LIMITS,
  type DeliveryAreaRequestParsed,
  deliveryAreaRequestSchema,
} from '@shop/shared';
import { MapPinPlus, Save } from 'lucide-react';
import {
  FormDialog,
  type SectionFormProps,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { changedArea, deliveryAreasSection } from '../areas-section.tsx';
import { PlacesField } from './places-field.tsx';

/** An area as the form's fields hold it; empty to add one. */
export function areaFormValues(area: AdminDeliveryArea | null) {
  return {
    name: area?.name ?? '',
    fee: area ? String(area.fee) : '0',
    minimum_order: area ? String(area.minimumOrder) : '0',
    extra_minutes: area ? String(area.extraMinutes) : '0',
    places: area?.places ?? [],
  };
}
type AreaFormValues = ReturnType<typeof areaFormValues>;

/**
 * Add or edit a delivery area (docs/product-rules.md#delivery-areas), checked with the shared
 * schema the server uses; an edit sends the version read, so an area changed meanwhile is shown
 * as it is now rather than overwritten, and a name already taken is said beside the name.
 */
export function AreaFormDialog({ record: area, onClose }: SectionFormProps<AdminDeliveryArea>) {
  const form = useSectionForm<
    AdminDeliveryArea,
    AreaFormValues,
    DeliveryAreaRequestParsed,
    unknown
  >(deliveryAreasSection, {
    schema: deliveryAreaRequestSchema,
    record: area,
    valuesOf: areaFormValues,
    save: ['/admin/delivery/areas', adminDeliveryAreaSavedSchema],
    // No places: the server matches the name alone.
    body: (data, read) => ({
      ...data,
      places: data.places?.length ? data.places : undefined,
      version: read?.version,
    }),
    changed: changedArea,
    onClose,
  });
  const whole = { kind: 'whole', min: 0 } as const;
  return (
    <FormDialog form={form} submitIcon={area ? Save : MapPinPlus}>
      {form.draw({
        name: { maxLength: DELIVERY_AREA_LIMITS.nameLength, autoComplete: 'off' },
      })}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
        {form.draw({
          fee: { kind: 'decimal' },
          minimum_order: { kind: 'decimal' },
          extra_minutes: { ...whole, max: DELIVERY_AREA_LIMITS.extraMinutes.max },
        })}
      </div>
      <PlacesField
        places={form.values.places}
        error={form.errors.places}
        onChange={(places) => form.setValue('places', places)}
      />
    </FormDialog>
  );
}
