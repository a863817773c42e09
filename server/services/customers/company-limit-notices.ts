/**
 * The company limit e-mails (spec platform §4 "Operational limit": "Company limit e-mail
 * notifications exist at 50%, 85% and 100%", §9; issue 20). Whatever reserves a company's capital
 * limit calls {@link CompanyLimitNotices.reserved} in the reservation's transaction with the use
 * before and after it (read under the limit's row lock): when the use crossed 50%, 85% or 100%
 * upwards, and the company's matching `notificationStatus.operationalLimit.email` switch is on,
 * the e-mail is queued in the outbox in that same transaction — in the company's language,
 * signed by the correspondent the operation was made under. The crossing rule
 * (`crossedLimitThreshold`) makes each crossing one e-mail, with nothing to remember: a later
 * reservation above the threshold crosses nothing; a release below it and a new crossing sends it
 * again. Individuals get none of these (their 70% warning is on the limit card).
 * @module
 */
import type { Kysely } from 'kysely';
import { crossedLimitThreshold } from '../../../src/domain/limits/limit-thresholds';
import { formatMoney } from '../../../src/domain/money/money';
import type { Database } from '../../db/schema';
import type { MailOutbox } from '../mail/mail-outbox';
import { renderMail } from '../mail/templates';
import type { LimitUsage } from '../remittances/creation-steps';

/** Whose limit was reserved, and under which correspondent (the e-mail's brand). */
export interface ReservationOwner {
  userId: number;
  correspondentId: number;
}

/** Queues the company limit e-mails. */
export interface CompanyLimitNotices {
  /**
   * A reservation changed the limit's use as `usage` says (undefined: nothing was reserved):
   * queues in `trx` the e-mail of the threshold it crossed, if any, for a company that wants it.
   */
  reserved(
    trx: Kysely<Database>,
    owner: ReservationOwner,
    usage: LimitUsage | undefined,
  ): Promise<void>;
}

/** Creates the notices over `outbox`. */
export function createCompanyLimitNotices({ outbox }: { outbox: MailOutbox }): CompanyLimitNotices {
  return {
    async reserved(trx, owner, usage) {
      if (usage === undefined || usage.after <= usage.before) return;
      const to = await trx
        .selectFrom('users')
        .innerJoin('correspondents', (join) =>
          join.on('correspondents.id', '=', owner.correspondentId),
        )
        .select([
          'users.person_type as personType',
          'users.email as email',
          'users.name as name',
          'users.locale as locale',
          'users.limit_email_at_50 as at50',
          'users.limit_email_at_85 as at85',
          'users.limit_email_at_100 as at100',
          'correspondents.name as brand',
        ])
        .where('users.id', '=', owner.userId)
        .executeTakeFirst();
      if (to === undefined || to.personType !== 'LEGAL') return;
      const threshold = crossedLimitThreshold(usage.before, usage.after, usage.max, {
        50: to.at50,
        85: to.at85,
        100: to.at100,
      });
      if (threshold === null) return;
      await outbox.enqueue(
        renderMail(
          to.email,
          {
            kind: 'company-limit-used',
            name: to.name,
            threshold,
            used: formatMoney(usage.after, 'USD', to.locale),
            max: formatMoney(usage.max, 'USD', to.locale),
          },
          to.locale,
          to.brand,
        ),
        trx,
      );
    },
  };
}
