import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { directionsUrl, formatDistance, formatPhone, phoneHref } from '../../../domain/locations/format.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { FavoriteHeart } from '../account/index.ts';
import { LocationPinIcon, PhoneIcon } from '../../ui/icons/icons.tsx';
import { startOrderAt } from '../../data/locations/selected-location.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';
import styles from './location-card.module.css';

export interface LocationCardProps {
  location: Location;
  searchType: 'pickup' | 'delivery';
  /** Heading level inside the page outline. */
  headingLevel?: 2 | 3;
  /** "Change" goes back to the search (cart and order-control cards, spec §2); hidden in the search list. */
  showChange?: boolean;
  selected?: boolean;
  /** The location page shows the name as its h1: the card keeps it for screen readers only. */
  showName?: boolean;
  /** Its map pin is the active one (map view). */
  highlighted?: boolean;
}

/**
 * Location card (spec §2): name, address, directions, distance, status, phone, Start Order,
 * Special Order, Change, and the favorite heart for signed-in members. Start Order is a real
 * link to the menu (works before hydration); with scripts it first applies the selection rule.
 */
export function LocationCard({
  location,
  searchType,
  headingLevel = 3,
  showChange = false,
  selected = false,
  showName = true,
  highlighted = false,
}: LocationCardProps) {
  const navigate = useNavigate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const menuPath = `/menu/${encodeURIComponent(location.menu_id)}`;
  const onStartOrder = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (startOrderAt(location, searchType)) void navigate(menuPath);
  };
  return (
    <article
      className={[styles.card, selected ? styles.selected : '', highlighted ? styles.highlighted : ''].join(' ')}
      aria-labelledby={`location-${location.id}`}
      data-menu-id={location.menu_id}
      data-highlighted={highlighted || undefined}
    >
      <div className={styles.top}>
        <Heading id={`location-${location.id}`} className={showName ? styles.name : 'visually-hidden'}>
          <Link to={location.path} className={styles.nameLink}>
            {location.name}
          </Link>
        </Heading>
        <FavoriteSlot location={location} />
      </div>
      <div className={styles.meta}>
        <StatusBadge status={location.status} label={location.status_label} />
        {location.distance !== null ? (
          <span className={styles.distance}>{formatDistance(location.distance)} mi</span>
        ) : null}
      </div>
      <address className={styles.address}>
        {location.address}
        <br />
        {location.city}, {location.state} {location.zip}
      </address>
      <ul className={styles.links}>
        <li>
          <a href={directionsUrl(location)} target="_blank" rel="noreferrer" className={styles.inlineLink}>
            <LocationPinIcon />
            Directions<span className="visually-hidden"> to {location.name} (opens a new tab)</span>
          </a>
        </li>
        <li>
          <a href={phoneHref(location.phone)} className={styles.inlineLink}>
            <PhoneIcon />
            <span className="visually-hidden">Call {location.name} at </span>
            {formatPhone(location.phone)}
          </a>
        </li>
        {showName ? (
          <li>
            <Link to={location.path} className={styles.inlineLink}>
              More Info<span className="visually-hidden"> about {location.name}</span>
            </Link>
          </li>
        ) : null}
      </ul>
      <div className={styles.actions}>
        <a href={menuPath} onClick={onStartOrder} className={buttonClassName({ variant: 'primary' })}>
          Start Order<span className="visually-hidden"> at {location.name}</span>
        </a>
        {location.services.catering ? (
          <Link
            to={`/specialorder?location=${encodeURIComponent(location.menu_id)}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            Special Order<span className="visually-hidden"> at {location.name}</span>
          </Link>
        ) : null}
        {showChange ? (
          <Link to="/locations" className={buttonClassName({ variant: 'link' })}>
            Change<span className="visually-hidden"> location</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The favorite heart is for signed-in members only (spec §2, §6): the account feature's heart
 * renders nothing for guests, toggles the favorite, and asks 'Unfavorite Location?' first.
 */
function FavoriteSlot({ location }: { location: Location }) {
  return <FavoriteHeart menuId={location.menu_id} locationName={location.name} />;
}
