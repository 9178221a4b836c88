import { Module } from '@nestjs/common';
import { OnboardingController } from './onboarding.controller';
import { OnboardingStore } from './onboarding-store';
import { TrainingController } from './training.controller';

/**
 * Onboarding: each user's guided-tour progress and dashboard visits, which choose the tour a page starts, and the
 * Training Center's modules.
 */
@Module({
  controllers: [OnboardingController, TrainingController],
  providers: [OnboardingStore],
})
export class OnboardingModule {}
