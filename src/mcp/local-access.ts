/**
 * The access of the local stdio server: one user on their own machine, no key and no store. Every
 * operation runs (its size is still bounded by the credit limit of one request); nothing is counted.
 */
import type { Access, Charge } from '../access/context.js';
import type { ChargeItem } from '../access/store.js';

export const localAccess: Access = {
  charge(items: readonly ChargeItem[]): Promise<Charge | null> {
    if (items.length === 0) return Promise.resolve(null);
    const usage = { dailyUsed: 0, dailyLimit: 0, creditsUsed: 0, creditLimit: 0 };
    return Promise.resolve({ now: new Date(), after: usage, usage: { feature: items[0].feature, user: 'local', used: 0, limit: 0, remaining: 0 } });
  },
  async refund() {},
};
