import { useEffect, useState } from 'react';
import { AppError } from '../../domain/app-error.ts';
import { describeChange } from '../../domain/catalogue/catalogue-changes.ts';
import type { CatalogueData } from '../../domain/catalogue/catalogue-contract.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import {
  BrandOverride,
  CategoryForm,
  StoreOverrides,
  blankProduct,
  catalogueStyles as styles,
  CsvPanel,
  getCatalogue,
  PreviewLink,
  ProductForm,
  publishDraft,
  restoreVersion,
  saveProduct,
} from '../features/catalogue/index.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Menu') }, staffRobots];
export const headers = staffHeaders;

/**
 * /staff/menu: the brand's catalogue. Brand admins edit products and their option groups in a
 * draft, publish it to chosen stores and restore an earlier version; store managers read it.
 */
export default function StaffMenu() {
  const { session } = useStaffSession();
  const allowed = session ? roleCan(session.staff.role, 'read-catalogue') : false;
  const [data, setData] = useState<CatalogueData | null>(null);
  const [selected, setSelected] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const [stores, setStores] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState('');

  const reload = () =>
    getCatalogue()
      .then((reply) => setData(reply.data))
      .catch((caught: unknown) => setMessage(AppError.from(caught).message));
  useEffect(() => {
    if (allowed) void reload();
  }, [allowed]);

  if (!session || session.staff.must_change_password) return null;
  if (!allowed) return <p role="alert">Only brand admins and store managers can open the menu.</p>;
  if (!data) return <p role="status">{message || 'Loading the menu…'}</p>;

  const readOnly = !data.can_edit;
  const product =
    adding !== null
      ? blankProduct(adding, data.draft.categories[0]?.id ?? '')
      : data.draft.products.find((p) => p.product_id === selected);
  const allChosen = stores.size === data.stores.length;

  const publish = async () => {
    setMessage('');
    try {
      const reply = await publishDraft([...stores], data.revision);
      setMessage(
        `Published menu version ${reply.data.version} to ${reply.data.stores} ${reply.data.stores === 1 ? 'store' : 'stores'}.`,
      );
      await reload();
    } catch (caught) {
      setMessage(AppError.from(caught).message);
    }
  };
  const restore = async (version: number) => {
    try {
      const reply = await restoreVersion(
        version,
        data.stores.map((s) => s.location_id),
      );
      setMessage(`Restored version ${version} in ${reply.data.stores} stores (now version ${reply.data.version}).`);
      await reload();
    } catch (caught) {
      setMessage(AppError.from(caught).message);
    }
  };

  return (
    <section aria-labelledby="menu-title">
      <h1 id="menu-title" className={pages.title}>
        Menu
      </h1>
      <p className={pages.lead}>
        {readOnly
          ? 'The brand’s menu as it stands in the draft. Only a brand admin can change it.'
          : 'Edits go to a draft; customers see them when you publish to their store.'}{' '}
        Latest version: {data.latest_version ?? 'none'}.
      </p>
      <p role="status" className={styles.status}>
        {message}
      </p>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <label htmlFor="menu-product" className={pages.legend}>
            Product
          </label>
          <select
            id="menu-product"
            value={selected}
            onChange={(e) => {
              setAdding(null);
              setSelected(e.target.value);
            }}
          >
            <option value="">Choose a product…</option>
            {data.draft.products.map((p) => (
              <option key={p.product_id} value={p.product_id}>
                {p.name}
              </option>
            ))}
          </select>
          {readOnly ? null : (
            <AddProduct
              onAdd={(name) => {
                setSelected('');
                setAdding(name);
              }}
            />
          )}
        </div>
        {product ? (
          <ProductForm
            key={`${product.product_id}-${data.revision}-${adding ?? ''}`}
            product={product}
            readOnly={readOnly}
            onSave={async (next) => {
              await saveProduct(next);
              setAdding(null);
              setSelected(next.product_id);
              await reload();
            }}
          />
        ) : null}
      </div>

      <section aria-labelledby="draft-title" className={styles.panel}>
        <h2 id="draft-title" className={styles.heading}>
          Draft changes
        </h2>
        {data.changes.length === 0 ? (
          <p>The draft is the same as the latest version.</p>
        ) : (
          <ul className={styles.list}>
            {data.changes.map((c, i) => (
              <li key={i}>{describeChange(c).replace(/^./, (l) => l.toUpperCase())}</li>
            ))}
          </ul>
        )}
        <PreviewLink stores={data.stores} first={session.locations[0]?.menu_id} />
        {readOnly ? null : (
          <fieldset className={styles.stores}>
            <legend>Publish to</legend>
            <label className={styles.inline}>
              <input
                type="checkbox"
                checked={allChosen}
                onChange={(e) => setStores(new Set(e.target.checked ? data.stores.map((s) => s.location_id) : []))}
              />{' '}
              All stores
            </label>
            {data.stores.map((s) => (
              <label key={s.location_id} className={styles.inline}>
                <input
                  type="checkbox"
                  checked={stores.has(s.location_id)}
                  onChange={(e) => {
                    const next = new Set(stores);
                    if (e.target.checked) next.add(s.location_id);
                    else next.delete(s.location_id);
                    setStores(next);
                  }}
                />{' '}
                {s.name}, {s.city} (v{s.version ?? '—'})
              </label>
            ))}
          </fieldset>
        )}
        {readOnly ? null : (
          <div className={styles.actions}>
            <Button type="button" disabled={stores.size === 0} onClick={() => void publish()}>
              Publish to {stores.size} {stores.size === 1 ? 'store' : 'stores'}
            </Button>
          </div>
        )}
      </section>

      <CsvPanel revision={data.revision} readOnly={readOnly} onStatus={setMessage} onApplied={() => void reload()} />
      {readOnly ? null : <CategoryForm data={data} onSaved={reload} />}

      <StoreOverrides stores={session.locations} />
      {readOnly ? null : <BrandOverride data={data} />}

      <section aria-labelledby="versions-title" className={styles.panel}>
        <h2 id="versions-title" className={styles.heading}>
          Versions
        </h2>
        <ul className={styles.list}>
          {data.versions.map((v) => (
            <li key={v.number}>
              Version {v.number} · {new Date(v.created_at).toLocaleString('en-US')} · {v.by ?? 'the demo data'} ·{' '}
              {v.stores} stores · {v.summary}{' '}
              {readOnly || v.number === data.latest_version ? null : (
                <Button type="button" variant="link" onClick={() => void restore(v.number)}>
                  Restore version {v.number} in every store
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

function AddProduct({ onAdd }: { onAdd: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) onAdd(name.trim());
        setName('');
      }}
    >
      <TextField name="new-product" label="New product name" value={name} onValue={setName} />
      <Button type="submit" variant="secondary">
        Add product
      </Button>
    </form>
  );
}
