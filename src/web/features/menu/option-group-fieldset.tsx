import type { MenuOptionChoice, MenuOptionGroup } from '../../../domain/menu/menu-contract.ts';
import { formatDelta } from '../../../domain/menu/menu-format.ts';
import type { Selection } from '../../../domain/menu/selection.ts';
import { MinusIcon, PlusIcon } from '../../ui/icons/icons.tsx';
import styles from './option-group-fieldset.module.css';
import { canAddChoice } from '../../../domain/menu/quantity.ts';

export interface GroupActions {
  /** Selects or clears a choice (single-select groups clear their other choices). */
  toggle: (group: MenuOptionGroup, choice: MenuOptionChoice, on: boolean) => void;
  setQuantity: (group: MenuOptionGroup, choice: MenuOptionChoice, quantity: number) => void;
  setText: (choice: MenuOptionChoice, text: string) => void;
}

/** How a group is drawn: radio for required single-select, checkbox otherwise, steppers for quantities. */
export const groupControl = (g: MenuOptionGroup): 'radio' | 'checkbox' | 'stepper' =>
  g.allow_quantity ? 'stepper' : g.max_select === 1 && g.min_select === 1 ? 'radio' : 'checkbox';

function requirement(g: MenuOptionGroup): string {
  if (g.allow_quantity && g.min_total_quantity !== null && g.min_total_quantity === g.max_total_quantity)
    return `Required · choose ${g.min_total_quantity} in all`;
  if (g.min_select === 0) return g.max_select > 1 ? `Optional · up to ${g.max_select}` : 'Optional';
  if (g.min_select === g.max_select) return `Required · choose ${g.min_select}`;
  return `Required · choose ${g.min_select}–${g.max_select}`;
}

/**
 * One option group as a fieldset whose legend names it (WCAG 1.3.1). Problems show beside the
 * group and are tied to it with aria-describedby. Groups under a choice appear, indented,
 * while that choice is selected.
 */
export function OptionGroupFieldset({
  group,
  selection,
  problems,
  actions,
  depth = 0,
}: {
  group: MenuOptionGroup;
  selection: Selection;
  problems: ReadonlyMap<string, string[]>;
  actions: GroupActions;
  depth?: number;
}) {
  const control = groupControl(group);
  // This group's chosen quantities, for the steppers' plus buttons (canAddChoice).
  const pickedHere = new Map<string, number>();
  for (const c of group.choices) {
    const quantity = selection.get(c.id)?.quantity;
    if (quantity) pickedHere.set(c.id, quantity);
  }
  // A checkbox group at its maximum offers no further box (spec §5 min/max counts distinct choices).
  const full = control === 'checkbox' && pickedHere.size >= group.max_select;
  const errors = problems.get(group.id) ?? [];
  const hintId = `${group.id}-hint`;
  const errorId = `${group.id}-error`;
  const HeadingTag = depth === 0 ? 'h2' : 'h3';
  return (
    <fieldset
      className={depth === 0 ? styles.group : styles.nested}
      aria-describedby={errors.length ? `${hintId} ${errorId}` : hintId}
      aria-invalid={errors.length ? true : undefined}
    >
      <legend className={styles.legend}>
        <HeadingTag className={styles.name}>{group.name}</HeadingTag>
      </legend>
      <p id={hintId} className={styles.hint}>
        {requirement(group)}
        {group.description && !/^choose up to/i.test(group.description) ? ` · ${group.description}` : ''}
      </p>
      <p id={errorId} className={styles.error}>
        {errors.join(' · ')}
      </p>
      <ul className={styles.choices}>
        {group.choices.map((choice) => {
          const picked = selection.get(choice.id);
          const inputId = `choice-${choice.id}`;
          const delta = formatDelta(choice.price_delta);
          const calories = choice.calories_delta
            ? `${choice.calories_delta > 0 ? '+' : '−'}${Math.abs(choice.calories_delta)} Cal`
            : '';
          const extras = (
            <span className={styles.extras}>
              {delta ? <span className={styles.delta}>{delta}</span> : null}
              {calories ? <span className={styles.cal}>{calories}</span> : null}
              {/* 86'd here: still listed, refused if chosen. */}
              {choice.available ? null : <span className={styles.soldOut}>Sold out</span>}
            </span>
          );
          return (
            <li key={choice.id} className={styles.choice}>
              {control === 'stepper' ? (
                <div className={styles.stepperRow}>
                  <span className={styles.choiceName} id={`${inputId}-name`}>
                    {choice.name}
                    {extras}
                  </span>
                  <div className={styles.stepper} role="group" aria-labelledby={`${inputId}-name`}>
                    <button
                      type="button"
                      className={styles.stepButton}
                      aria-label={`Remove one ${choice.name}`}
                      disabled={!picked}
                      onClick={() => actions.setQuantity(group, choice, (picked?.quantity ?? 0) - 1)}
                    >
                      <MinusIcon size={18} />
                    </button>
                    <output className={styles.stepValue} aria-label={`${choice.name} quantity`}>
                      {picked?.quantity ?? 0}
                    </output>
                    <button
                      type="button"
                      className={styles.stepButton}
                      aria-label={`Add one ${choice.name}`}
                      disabled={!canAddChoice(group, pickedHere, choice.id)}
                      onClick={() => actions.setQuantity(group, choice, (picked?.quantity ?? 0) + 1)}
                    >
                      <PlusIcon size={18} />
                    </button>
                  </div>
                </div>
              ) : (
                <label htmlFor={inputId} className={styles.option}>
                  <input
                    id={inputId}
                    type={control}
                    name={control === 'radio' ? group.id : choice.id}
                    className={styles.input}
                    disabled={!picked && (!choice.available || full)}
                    checked={Boolean(picked)}
                    onChange={(e) => actions.toggle(group, choice, e.target.checked)}
                  />
                  <span className={styles.choiceName}>
                    {choice.name}
                    {extras}
                  </span>
                </label>
              )}
              {picked && group.custom_text ? (
                <div className={styles.textField}>
                  <label htmlFor={`${inputId}-text`} className={styles.textLabel}>
                    {group.custom_text.label}
                  </label>
                  <input
                    id={`${inputId}-text`}
                    type="text"
                    className={styles.textInput}
                    maxLength={group.custom_text.max_length}
                    value={picked.text ?? ''}
                    onChange={(e) => actions.setText(choice, e.target.value)}
                    aria-describedby={`${inputId}-count`}
                  />
                  <span id={`${inputId}-count`} className={styles.count}>
                    {(picked.text ?? '').length} of {group.custom_text.max_length} characters
                  </span>
                </div>
              ) : null}
              {picked && choice.option_groups.length ? (
                <div className={styles.children}>
                  {choice.option_groups.map((g) => (
                    <OptionGroupFieldset
                      key={g.id}
                      group={g}
                      selection={selection}
                      problems={problems}
                      actions={actions}
                      depth={depth + 1}
                    />
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
