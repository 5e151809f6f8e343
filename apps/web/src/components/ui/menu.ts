/** Class names of a dropdown menu's panel and items (Radix DropdownMenu). */
export const menuContentClasses =
  'z-50 min-w-48 rounded-xl border border-white/15 bg-night-800 p-1 text-star shadow-xl shadow-black/40'

export const menuItemClasses =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-white/10'
