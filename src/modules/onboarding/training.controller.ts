import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { SignedInGuard } from '../../platform/http/current-user';
import { type TrainingModule, trainingModules } from './training-modules';

@ApiTags('Training')
@Controller('training')
@UseGuards(SignedInGuard)
export class TrainingController {
  private readonly modules: TrainingModule[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.modules = trainingModules(config.TRAINING_GUIDE_URLS);
  }

  /** The Training Center's six modules in order, each with its 'Read Full Guide' link (TRAINING_GUIDE_URLS). */
  @Get('modules')
  list(): TrainingModule[] {
    return this.modules;
  }
}
