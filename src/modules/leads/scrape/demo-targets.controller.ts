import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { SignedInGuard } from '../../../platform/http/current-user';
import type { DemoTargetsAnswer } from '../scrape-contract';

/** Demo mode's targets: the scraper offers them under its fields, so a first scrape needs no knowledge of X. */
@ApiTags('Lead sources')
@Controller()
@UseGuards(SignedInGuard)
export class DemoTargetsController {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'demoXTargets'>) {}

  @Get('demo-targets')
  targets(): DemoTargetsAnswer {
    const targets = this.config.demoXTargets;
    return {
      accounts: (targets?.accounts ?? []).map((a) => ({ screen_name: a.screenName, name: a.name, followers_count: a.followersCount })),
      post_links: [...(targets?.postLinks ?? [])],
    };
  }
}
