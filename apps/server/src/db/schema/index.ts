// The schema drizzle-kit reads and the typed client is built from: one file per feature.
export * from './auth'
export * from './billing'
export * from './chat'
export * from './feedback'
export * from './journal'
export * from './memory'
export * from './users'
export * from './uploads'
