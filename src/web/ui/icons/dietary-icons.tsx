import type { ComponentType } from 'react';
import { SvgIcon, type IconProps } from './svg-icon.tsx';

/**
 * Spec §2 "Other widgets": the seven dietary icons. Each carries its name as its accessible
 * title by default, because on a product card the icon alone conveys the dietary tag.
 */
type DietaryProps = IconProps;

export const DairyIcon = ({ title = 'Dairy', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M9 3.5h6M9.5 3.5V7L7 10.5V20h10v-9.5L14.5 7V3.5" />
    <path d="M7 13.5h10" />
  </SvgIcon>
);
export const GlutenFreeIcon = ({ title = 'Gluten-free', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M12 20V9M12 12c-2.5 0-3.5-1.5-3.5-3.5 2.5 0 3.5 1.5 3.5 3.5zM12 12c2.5 0 3.5-1.5 3.5-3.5-2.5 0-3.5 1.5-3.5 3.5zM12 16c-2.5 0-3.5-1.5-3.5-3.5 2.5 0 3.5 1.5 3.5 3.5zM12 16c2.5 0 3.5-1.5 3.5-3.5-2.5 0-3.5 1.5-3.5 3.5zM12 8.5c-1-1-1-3 0-4.5 1 1.5 1 3.5 0 4.5z" />
    <path d="M4.5 4.5l15 15" />
  </SvgIcon>
);
export const KetoIcon = ({ title = 'Keto', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M12 3.5c3.5 0 6 4.5 6 9a6 6 0 01-12 0c0-4.5 2.5-9 6-9z" />
    <circle cx="12" cy="13.5" r="2.5" />
  </SvgIcon>
);
export const PaleoIcon = ({ title = 'Paleo', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M7.5 8.5a2.5 2.5 0 114-2l5 5a2.5 2.5 0 11-2 4 2.5 2.5 0 11-4-2l-5-5a2.5 2.5 0 112-4z" />
  </SvgIcon>
);
export const PlantBasedIcon = ({ title = 'Plant-based', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M12 20v-7M12 13c0-4 2.5-7 7.5-7.5C19.5 10 17 13 12 13zM12 15c0-3-2-5.5-6.5-6C5.5 12.5 7.5 15 12 15z" />
  </SvgIcon>
);
export const VeganIcon = ({ title = 'Vegan', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M5 5l7 14 7-14" />
    <path d="M14.5 9c.5-2.5 2.5-4 5-4-.3 2.5-2 4-5 4z" />
  </SvgIcon>
);
export const VegetarianIcon = ({ title = 'Vegetarian', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8 9l4 7 4-7" />
  </SvgIcon>
);

/** Allergen tags a product may declare beside the spec's seven (dairy is one of those): the same drawn style. */
export const EggIcon = ({ title = 'Egg', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M12 3.5c-3.3 0-5.5 5-5.5 9a5.5 5.5 0 0011 0c0-4-2.2-9-5.5-9z" />
    <path d="M7 12.5l2.2 1.5 1.8-2 2 2 1.8-1.8 2.2 1.3" />
  </SvgIcon>
);
export const NutsIcon = ({ title = 'Nuts', ...p }: DietaryProps) => (
  <SvgIcon title={title} {...p}>
    <path d="M12 5.5V3.5" />
    <path d="M5.5 10.5c0-3 3-5 6.5-5s6.5 2 6.5 5z" />
    <path d="M7 10.5c0 5 2.5 8 5 9.5 2.5-1.5 5-4.5 5-9.5" />
  </SvgIcon>
);

/** The seven dietary tags of spec §2, keyed as product nutrition_lifestyle tags are written. */
export const DIETARY_ICONS: Record<
  'dairy' | 'gluten-free' | 'keto' | 'paleo' | 'plant-based' | 'vegan' | 'vegetarian',
  ComponentType<DietaryProps>
> = {
  dairy: DairyIcon,
  'gluten-free': GlutenFreeIcon,
  keto: KetoIcon,
  paleo: PaleoIcon,
  'plant-based': PlantBasedIcon,
  vegan: VeganIcon,
  vegetarian: VegetarianIcon,
};

/** The allergen tags without a spec icon of their own, keyed like nutrition_lifestyle tags. */
export const ALLERGEN_ICONS: Record<'egg' | 'nuts', ComponentType<DietaryProps>> = { egg: EggIcon, nuts: NutsIcon };
