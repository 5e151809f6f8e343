import {
  countryFromLanguages,
  crisisLinesFor,
  DEFAULT_COUNTRY,
  type CountryCode,
  type CountryCrisisLines,
} from '@orion/contracts/crisis-lines'
import type { User } from '@orion/contracts/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest } from '@/lib/request'
import { userQueryKey, useUser } from '@/lib/session'

// Which country's crisis lines to show: the one chosen in Settings, else a guess from the
// browser's languages (navigator.languages), else the United States.

export function guessCountry(
  languages: readonly string[] = navigator.languages?.length
    ? navigator.languages
    : [navigator.language],
): CountryCode {
  return countryFromLanguages(languages) ?? DEFAULT_COUNTRY
}

export interface CrisisCountry {
  code: CountryCode
  /** True when the person chose it in Settings, false when it is the browser's guess. */
  chosen: boolean
  lines: CountryCrisisLines
}

export function crisisCountryOf(user: Pick<User, 'country'> | null | undefined): CrisisCountry {
  const code = user?.country ?? guessCountry()
  return { code, chosen: Boolean(user?.country), lines: crisisLinesFor(code) }
}

/** The signed-in person's country for crisis lines (the guess when signed out). */
export function useCrisisCountry(): CrisisCountry {
  return crisisCountryOf(useUser().data)
}

/** PATCH /api/user/profile { country }: the choice is kept on the account. */
export function useChooseCountry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (country: CountryCode) => {
      const response = await apiRequest('PATCH', '/api/user/profile', { country })
      return (await response.json()) as User
    },
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  })
}

/**
 * The country to show and a way to change it: saved on the account when signed in, kept on this
 * page only when signed out.
 */
export function useCountryChoice() {
  const user = useUser().data
  const saved = crisisCountryOf(user)
  const [local, setLocal] = useState<CountryCode | null>(null)
  const choose = useChooseCountry()
  const code = local ?? saved.code
  return {
    code,
    chosen: saved.chosen || local !== null,
    lines: crisisLinesFor(code),
    pending: choose.isPending,
    setCountry(next: CountryCode) {
      setLocal(next)
      if (user) choose.mutate(next)
    },
  }
}
