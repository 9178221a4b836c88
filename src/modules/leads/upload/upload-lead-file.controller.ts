import { Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Caller, CommandCaller } from '../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../platform/http/current-user';
import type { UploadAnswer } from '../contract';
import { LeadUploads } from './lead-uploads.service';

@ApiTags('Lead sources')
@Controller('lead-sources')
@UseGuards(SignedInGuard)
export class UploadLeadFileController {
  constructor(private readonly uploads: LeadUploads) {}

  /**
   * Creates a lead source from a CSV or JSON file: multipart/form-data with `name` and then `file` (at most 50 MB;
   * JSON at most 10 MB). A file part before the name is refused; at most 2 uploads per user at a time (429).
   */
  @Post('upload')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  upload(
    @CommandCaller() caller: Caller,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadAnswer> {
    return this.uploads.upload(caller, request, reply.raw);
  }
}
