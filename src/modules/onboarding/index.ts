/** The onboarding context's public surface: nothing beyond its HTTP API and contract (contract.ts). */
export { OnboardingModule } from './onboarding.module';
