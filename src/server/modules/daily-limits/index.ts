// The daily-limits module's public entry: checkout's check and take, a cancellation's give-back, the routes.
export { checkDailyLimits, limitedOrderOf, takeDailyLimits, type LimitedOrder } from './take.ts';
export { giveBack as giveBackDailyLimits } from './repo.ts';
export { dailyLimitMenuRoutes, dailyLimitStaffRoutes } from './routes.ts';
export { createDailyLimitsService, type DailyLimitsService } from './service.ts';
