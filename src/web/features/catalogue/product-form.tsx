import { useState, type FormEvent } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type {
  CatalogueChoice,
  CatalogueOptionGroup,
  CatalogueProduct,
} from '../../../domain/catalogue/catalogue-document.ts';
import { LIFESTYLE_TAGS } from '../../../domain/menu/allergens.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { blankChoice, blankGroup } from '../../../domain/catalogue/catalogue-drafts.ts';
import { PhotoField } from './photo-field.tsx';
import { centsToDollars, dollarsToCents, productErrors } from './product-draft.ts';
import styles from './catalogue.module.css';

interface Props {
  product: CatalogueProduct;
  readOnly: boolean;
  onSave: (product: CatalogueProduct) => Promise<void>;
}

/** One product of the draft: every field the customer menu shows, its option groups and choices. */
export function ProductForm({ product: initial, readOnly, onSave }: Props) {
  const [p, setP] = useState(initial);
  const [price, setPrice] = useState(centsToDollars(initial.cost));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const tags = new Set(p.nutrition_lifestyle ? p.nutrition_lifestyle.split(',') : []);
  const num = (text: string) => (text.trim() === '' ? null : Number(text));
  const int = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const setGroup = (gi: number, g: Partial<CatalogueOptionGroup>) =>
    setP((cur) => ({ ...cur, option_groups: cur.option_groups.map((x, i) => (i === gi ? { ...x, ...g } : x)) }));
  const setChoice = (gi: number, ci: number, c: Partial<CatalogueChoice>) => {
    const group = p.option_groups[gi];
    if (group) setGroup(gi, { choices: group.choices.map((x, i) => (i === ci ? { ...x, ...c } : x)) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { ...p, cost: dollarsToCents(price) };
    const found = productErrors(next);
    setErrors(found ?? {});
    setStatus('');
    if (found) {
      setStatus('Fix the fields marked below; nothing was saved.');
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      setStatus(`${next.name} saved to the draft.`);
    } catch (caught) {
      const error = AppError.from(caught);
      if (error.field) setErrors({ [error.field]: error.message });
      setStatus(`Not saved: ${error.message}`);
    } finally {
      setSaving(false);
    }
  };
  const err = (path: string) => errors[path];

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="product-form-title" noValidate>
      <h2 id="product-form-title" className={styles.heading}>
        {initial.name || 'New product'}
      </h2>
      <fieldset disabled={readOnly} className={styles.fieldset}>
        <TextField
          name="name"
          label="Name"
          value={p.name}
          onValue={(name) => setP({ ...p, name })}
          error={err('name')}
        />
        <TextField
          name="description"
          label="Description"
          value={p.description}
          onValue={(description) => setP({ ...p, description })}
          error={err('description')}
        />
        <div className={styles.row}>
          <TextField
            name="price"
            label="Price ($)"
            inputMode="decimal"
            value={price}
            onValue={setPrice}
            error={err('cost')}
          />
          <TextField
            name="calories_base"
            label="Calories"
            inputMode="numeric"
            optional
            value={p.nutrition.calories.base?.toString() ?? ''}
            onValue={(v) => setP({ ...p, nutrition: { calories: { ...p.nutrition.calories, base: num(v) } } })}
            error={err('nutrition.calories.base')}
          />
          <TextField
            name="calories_max"
            label="Calories up to"
            inputMode="numeric"
            optional
            value={p.nutrition.calories.max?.toString() ?? ''}
            onValue={(v) => setP({ ...p, nutrition: { calories: { ...p.nutrition.calories, max: num(v) } } })}
            error={err('nutrition.calories.max')}
          />
        </div>
        <div className={styles.row}>
          {(['min', 'max', 'increments'] as const).map((key) => (
            <TextField
              key={key}
              name={`quantities.${key}`}
              label={key === 'min' ? 'Fewest per order' : key === 'max' ? 'Most per order' : 'Steps of'}
              inputMode="numeric"
              value={Number.isNaN(p.quantities[key]) ? '' : String(p.quantities[key])}
              onValue={(v) => setP({ ...p, quantities: { ...p.quantities, [key]: int(v) } })}
              error={err(`quantities.${key}`)}
            />
          ))}
        </div>
        <PhotoField
          image={p.image}
          previous={initial.image}
          onImage={(image) => setP((cur) => ({ ...cur, image }))}
          onStatus={setStatus}
        />
        <fieldset className={styles.checks}>
          <legend>Dietary tags</legend>
          {LIFESTYLE_TAGS.map((tag) => (
            <label key={tag}>
              <input
                type="checkbox"
                checked={tags.has(tag)}
                onChange={(e) => {
                  const next = new Set(tags);
                  if (e.target.checked) next.add(tag);
                  else next.delete(tag);
                  setP({ ...p, nutrition_lifestyle: LIFESTYLE_TAGS.filter((t) => next.has(t)).join(',') });
                }}
              />{' '}
              {tag}
            </label>
          ))}
          {err('nutrition_lifestyle') ? <p className={styles.error}>{err('nutrition_lifestyle')}</p> : null}
        </fieldset>

        <h3 className={styles.subheading}>Option groups</h3>
        {err('option_groups') ? <p className={styles.error}>{err('option_groups')}</p> : null}
        {p.option_groups.map((g, gi) => (
          <fieldset key={g.id} className={styles.group}>
            <legend>Option group {gi + 1}</legend>
            <div className={styles.row}>
              <TextField
                name={`group-${gi}-name`}
                label="Group name"
                value={g.name}
                onValue={(name) => setGroup(gi, { name })}
                error={err(`option_groups.${gi}.name`)}
              />
              <TextField
                name={`group-${gi}-min`}
                label="Choose at least"
                inputMode="numeric"
                value={String(g.min_select)}
                onValue={(v) => setGroup(gi, { min_select: int(v) })}
                error={err(`option_groups.${gi}.min_select`)}
              />
              <TextField
                name={`group-${gi}-max`}
                label="Choose at most"
                inputMode="numeric"
                value={String(g.max_select)}
                onValue={(v) => setGroup(gi, { max_select: int(v) })}
                error={err(`option_groups.${gi}.max_select`)}
              />
            </div>
            {err(`option_groups.${gi}.choices`) ? (
              <p className={styles.error}>{err(`option_groups.${gi}.choices`)}</p>
            ) : null}
            {g.choices.map((c, ci) => (
              <div key={c.id} className={styles.row}>
                <TextField
                  name={`choice-${gi}-${ci}-name`}
                  label={`Choice ${ci + 1}`}
                  value={c.name}
                  onValue={(name) => setChoice(gi, ci, { name })}
                  error={err(`option_groups.${gi}.choices.${ci}.name`)}
                />
                <DollarsField
                  name={`choice-${gi}-${ci}-price`}
                  label="Price change ($)"
                  cents={c.price_delta}
                  onCents={(price_delta) => setChoice(gi, ci, { price_delta })}
                  error={err(`option_groups.${gi}.choices.${ci}.price_delta`)}
                />
                <TextField
                  name={`choice-${gi}-${ci}-calories`}
                  label="Calories change"
                  inputMode="numeric"
                  value={String(c.calories_delta)}
                  onValue={(v) => setChoice(gi, ci, { calories_delta: int(v) })}
                  error={err(`option_groups.${gi}.choices.${ci}.calories_delta`)}
                />
                <label className={styles.inline}>
                  <input
                    type="checkbox"
                    checked={c.is_default}
                    onChange={(e) => setChoice(gi, ci, { is_default: e.target.checked })}
                  />{' '}
                  Default
                </label>
              </div>
            ))}
            <div className={styles.actions}>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setGroup(gi, { choices: [...g.choices, blankChoice(g.id, g.choices.length)] })}
              >
                Add choice
              </Button>
              <Button
                type="button"
                variant="link"
                onClick={() => setP({ ...p, option_groups: p.option_groups.filter((_, i) => i !== gi) })}
              >
                Remove group
              </Button>
            </div>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setP({ ...p, option_groups: [...p.option_groups, blankGroup(p, p.option_groups.length)] })}
          >
            Add option group
          </Button>
          <Button type="submit" disabled={saving}>
            Save to draft
          </Button>
        </div>
      </fieldset>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </form>
  );
}

/** Dollars typed as text ("0.50"), kept as cents; a half-typed amount stays as typed. */
function DollarsField(o: {
  name: string;
  label: string;
  cents: number;
  onCents: (c: number) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState(centsToDollars(o.cents));
  return (
    <TextField
      name={o.name}
      label={o.label}
      inputMode="decimal"
      value={text}
      onValue={(v) => {
        setText(v);
        o.onCents(dollarsToCents(v));
      }}
      error={o.error}
    />
  );
}
