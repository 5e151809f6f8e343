import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { conversationSafety, crisisReferralsDaily } from '../../db/schema/safety'
import type { CarriedRisk } from './conversation-risk'
import type { RiskCategory, RiskLevel } from './risk'

export interface ConversationSafetyState {
  carried: CarriedRisk
  disclosedAt: Date | null
}

export function createSafetyRepository(db: Database) {
  return {
    async read(sessionId: string): Promise<ConversationSafetyState | null> {
      const [row] = await db
        .select()
        .from(conversationSafety)
        .where(eq(conversationSafety.sessionId, sessionId))
      if (!row) return null
      return {
        carried: {
          level: row.riskLevel,
          categories: row.riskCategories as RiskCategory[],
          quietTurns: row.quietTurns,
          since: row.riskSince,
        },
        disclosedAt: row.disclosedAt,
      }
    },

    async write(userId: string, sessionId: string, state: ConversationSafetyState) {
      const values = {
        riskLevel: state.carried.level,
        riskCategories: state.carried.categories,
        quietTurns: state.carried.quietTurns,
        riskSince: state.carried.since,
        disclosedAt: state.disclosedAt,
      }
      await db
        .insert(conversationSafety)
        .values({ sessionId, userId, ...values })
        .onConflictDoUpdate({ target: conversationSafety.sessionId, set: values })
    },

    /** One more crisis panel shown on `day` (YYYY-MM-DD, UTC) at `level`. */
    async countReferral(day: string, level: Exclude<RiskLevel, 'none'>) {
      await db
        .insert(crisisReferralsDaily)
        .values({ day, level, count: 1 })
        .onConflictDoUpdate({
          target: [crisisReferralsDaily.day, crisisReferralsDaily.level],
          set: { count: sql`${crisisReferralsDaily.count} + 1` },
        })
    },

    async referralsOn(day: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${crisisReferralsDaily.count}), 0)::int` })
        .from(crisisReferralsDaily)
        .where(eq(crisisReferralsDaily.day, day))
      return Number(row?.total ?? 0)
    },
  }
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>
