import { DELIVERY_AREA_LIMITS } from '@shop/shared';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { useFormWords } from '@/features/admin-common/index.ts';

/** Adds a typed place to the list, unless blank or already there (any letter case). */
export function withPlace(places: readonly string[], typed: string): string[] {
  const place = typed.trim().replaceAll(/\s+/g, ' ');
  const known = places.some((other) => other.toLowerCase() === place.toLowerCase());
  return place === '' || known ? [...places] : [...places, place];
}

/**
 * The words that find an area in an address, as removable pills: a word is typed and added
 * with Enter (or a comma, or the Add button).
 */
export function PlacesField(props: {
  places: readonly string[];
  error?: string;
  onChange: (places: string[]) => void;
}) {
  const { word } = useFormWords('admin-ordering:areas.form');
  const [typed, setTyped] = useState('');
  const { places, onChange } = props;
  const full = places.length >= DELIVERY_AREA_LIMITS.places;
  const add = () => {
    onChange(withPlace(places, typed));
    setTyped('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };
  return (
    <FormField label={word('places')} hint={word('placesHint')} error={props.error} optional>
      {(control) => (
        <div className="space-y-3">
          <div className="flex gap-2">
            <input
              {...control}
              value={typed}
              disabled={full}
              maxLength={DELIVERY_AREA_LIMITS.placeLength}
              placeholder={word('placesPlaceholder')}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKey}
              className={controlClasses}
            />
            <Button variant="secondary" onClick={add} disabled={full || typed.trim() === ''}>
              <Plus className="size-4" aria-hidden="true" />
              {word('addPlace')}
            </Button>
          </div>
          {places.length === 0 ? (
            <p className="text-sm text-charcoal-600">{word('noPlaces')}</p>
          ) : (
            <ul aria-label={word('places')} className="flex flex-wrap gap-2">
              {places.map((place) => (
                <li
                  key={place}
                  className="inline-flex items-center gap-1 rounded-full bg-flame-50 py-1 pr-1 pl-3 text-sm font-medium text-flame-900 ring-1 ring-flame-200"
                >
                  {place}
                  <button
                    type="button"
                    onClick={() => onChange(places.filter((other) => other !== place))}
                    aria-label={word('removePlace', { place })}
                    className="flex size-6 items-center justify-center rounded-full hover:bg-flame-100 focus-visible:outline-2 focus-visible:outline-flame-500"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}
