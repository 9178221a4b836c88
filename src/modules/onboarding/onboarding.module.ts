import { Module } from '@nestjs/common';
import { OnboardingController } from './onboarding.controller';
import { OnboardingStore } from './onboarding-store';

/** Onboarding: each user's guided-tour progress and dashboard visits, which choose the tour a page starts. */
@Module({
  controllers: [OnboardingController],
  providers: [OnboardingStore],
})
export class OnboardingModule {}
