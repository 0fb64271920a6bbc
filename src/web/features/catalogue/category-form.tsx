import { useState, type FormEvent } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { CatalogueData } from '../../../domain/catalogue/catalogue-contract.ts';
import { putCategoryRequest } from '../../../domain/catalogue/catalogue-contract.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { saveCategory } from './catalogue-api.ts';
import styles from './catalogue.module.css';

/** A category of the draft: its name, description and place in the menu (brand admins). */
export function CategoryForm({ data, onSaved }: { data: CatalogueData; onSaved: () => Promise<void> }) {
  const categories = data.draft.categories;
  const [categoryId, setCategoryId] = useState('');
  const at = categories.findIndex((c) => c.id === categoryId);
  const category = categories[at];
  return (
    <section aria-labelledby="categories-title" className={styles.panel}>
      <h2 id="categories-title" className={styles.heading}>
        Categories
      </h2>
      <label htmlFor="menu-category">Category</label>{' '}
      <select id="menu-category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
        <option value="">Choose a category…</option>
        {categories.map((c, i) => (
          <option key={c.id} value={c.id}>
            {i + 1}. {c.parent_id ? '— ' : ''}
            {c.name}
          </option>
        ))}
      </select>
      {category ? (
        <CategoryFields
          key={`${category.id}-${data.revision}`}
          id={category.id}
          name={category.name}
          description={category.description}
          position={at}
          count={categories.length}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}

function CategoryFields(p: {
  id: string;
  name: string;
  description: string;
  position: number;
  count: number;
  onSaved: () => Promise<void>;
}) {
  const [name, setName] = useState(p.name);
  const [description, setDescription] = useState(p.description);
  const [place, setPlace] = useState(String(p.position + 1));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const body = { name, description, position: Number(place) - 1 };
    const parsed = putCategoryRequest.safeParse(body);
    if (!parsed.success || !Number.isInteger(body.position) || body.position >= p.count) {
      const issue = parsed.success ? null : parsed.error.issues[0];
      const field = issue ? String(issue.path[0]) : 'position';
      setErrors({ [field]: issue?.message ?? `Enter a place from 1 to ${p.count}` });
      return;
    }
    setErrors({});
    try {
      await saveCategory(p.id, parsed.data);
      setStatus(`${name} saved to the draft.`);
      await p.onSaved();
    } catch (caught) {
      const error = AppError.from(caught);
      setErrors({ [error.field ?? 'form']: error.message });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className={styles.fieldset} noValidate>
      <TextField name="category-name" label="Name" value={name} onValue={setName} error={errors.name} />
      <TextField
        name="category-description"
        label="Description"
        value={description}
        onValue={setDescription}
        error={errors.description}
        optional
      />
      <TextField
        name="category-place"
        label={`Place in the menu (1 to ${p.count})`}
        inputMode="numeric"
        value={place}
        onValue={setPlace}
        error={errors.position}
      />
      {errors.form ? <p className={styles.error}>{errors.form}</p> : null}
      <div className={styles.actions}>
        <Button type="submit">Save category</Button>
      </div>
      {status ? <p role="status">{status}</p> : null}
    </form>
  );
}
