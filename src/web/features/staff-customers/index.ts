// The customer lookup's web feature: its client, the search results and the customer page's panels.
export { customerKeys, getCustomer, searchCustomers } from './customers-api.ts';
export { CustomerResults } from './customer-results.tsx';
export { CustomerContact } from './customer-contact.tsx';
export { CustomerOrders } from './customer-orders.tsx';
export { CustomerRewardsPanel, PointsHistory } from './customer-rewards.tsx';
