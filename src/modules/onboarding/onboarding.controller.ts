import { Body, Controller, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../platform/http/current-user';
import { ZodPipe } from '../../platform/http/zod-body';
import { type OnboardingState, type UpdateOnboardingBody, updateOnboardingSchema } from './contract';
import { OnboardingStore } from './onboarding-store';

@ApiTags('Onboarding')
@Controller('onboarding')
@UseGuards(SignedInGuard)
export class OnboardingController {
  constructor(private readonly store: OnboardingStore) {}

  /** The signed-in user's completed tours and steps and dashboard visits; the empty default before the first. */
  @Get()
  get(@CurrentUser() user: SignedInUser): Promise<OnboardingState> {
    return this.store.get(user.actorId);
  }

  /** Completes tours, steps or tips (each id once) and resets the list ('Reset All Tours'). */
  @Patch()
  update(@CurrentUser() user: SignedInUser, @Body(new ZodPipe(updateOnboardingSchema)) body: UpdateOnboardingBody): Promise<OnboardingState> {
    return this.store.update(user.actorId, body);
  }

  /** One opening of the dashboard: counted, and answered with the state the tours are chosen from. */
  @Post('visits')
  @HttpCode(200)
  recordVisit(@CurrentUser() user: SignedInUser): Promise<OnboardingState> {
    return this.store.recordVisit(user.actorId);
  }
}
