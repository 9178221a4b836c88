import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type Caller, CommandCaller } from '../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../platform/http/current-user';
import type { UploadAnswer } from '../contract';
import { LeadUploads } from './lead-uploads.service';

@ApiTags('Lead sources')
@Controller('lead-sources')
@UseGuards(SignedInGuard)
export class UploadLeadFileController {
  constructor(private readonly uploads: LeadUploads) {}

  /** Creates a lead source from a CSV or JSON file: multipart/form-data with `name` and `file` (at most 50 MB). */
  @Post('upload')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  upload(@CommandCaller() caller: Caller, @Req() request: FastifyRequest): Promise<UploadAnswer> {
    return this.uploads.upload(caller, request);
  }
}
