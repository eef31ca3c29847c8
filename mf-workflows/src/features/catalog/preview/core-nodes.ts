// Node class names that ship with ComfyUI itself (nodes.py, comfy_extras, the built-in API nodes and
// the frontend's own nodes). Anything else in a workflow comes from a custom node pack. A node whose
// file says `cnr_id: "comfy-core"` is core too, so a new core node is not mistaken for a custom one.
const CORE = `
KSampler KSamplerAdvanced CheckpointLoaderSimple CheckpointLoader DiffusersLoader unCLIPCheckpointLoader ImageOnlyCheckpointLoader
CLIPTextEncode CLIPSetLastLayer CLIPLoader DualCLIPLoader TripleCLIPLoader QuadrupleCLIPLoader UNETLoader VAELoader LoraLoader
LoraLoaderModelOnly HypernetworkLoader ControlNetLoader DiffControlNetLoader StyleModelLoader CLIPVisionLoader GLIGENLoader
UpscaleModelLoader PhotoMakerLoader AudioEncoderLoader ModelPatchLoader
VAEDecode VAEEncode VAEEncodeForInpaint VAEDecodeTiled VAEEncodeTiled VAEDecodeAudio VAEEncodeAudio VAEDecodeHunyuan3D
EmptyLatentImage EmptySD3LatentImage EmptyHunyuanLatentVideo EmptyLTXVLatentVideo EmptyMochiLatentVideo EmptyCosmosLatentVideo
EmptyLatentAudio EmptyLatentHunyuan3Dv2 EmptyHunyuanImageLatent EmptyChromaRadianceLatentImage StableCascade_EmptyLatentImage
LatentUpscale LatentUpscaleBy LatentFromBatch RepeatLatentBatch LatentComposite LatentCompositeMasked LatentBlend LatentRotate
LatentFlip LatentCrop LatentAdd LatentSubtract LatentMultiply LatentInterpolate LatentBatch LatentBatchSeedBehavior
LatentApplyOperation LatentApplyOperationCFG LatentOperationTonemapReinhard LatentOperationSharpen LatentConcat LatentCut
TrimVideoLatent SetLatentNoiseMask RebatchLatents LoadLatent SaveLatent
SaveImage PreviewImage LoadImage LoadImageMask LoadImageOutput ImageScale ImageScaleBy ImageScaleToTotalPixels
ImageScaleToMaxDimension ImageInvert ImageBatch ImagePadForOutpaint EmptyImage ImageUpscaleWithModel ImageBlend ImageBlur
ImageQuantize ImageSharpen ImageCrop RepeatImageBatch ImageFromBatch ImageAddNoise ImageStitch ImageFlip ImageRotate
ResizeAndPadImage GetImageSize ImageCompositeMasked RebatchImages SaveAnimatedWEBP SaveAnimatedPNG Canny Morphology
ImageMorphology PorterDuffImageComposite SplitImageWithAlpha JoinImageWithAlpha ImageRGBToYUV ImageYUVToRGB WebcamCapture
MaskToImage ImageToMask ImageColorToMask SolidMask InvertMask CropMask MaskComposite FeatherMask GrowMask ThresholdMask
ConditioningAverage ConditioningCombine ConditioningConcat ConditioningSetArea ConditioningSetAreaPercentage
ConditioningSetAreaPercentageVideo ConditioningSetAreaStrength ConditioningSetMask ConditioningZeroOut
ConditioningSetTimestepRange ConditioningStableAudio CLIPVisionEncode StyleModelApply unCLIPConditioning ControlNetApply
ControlNetApplyAdvanced ControlNetApplySD3 SetUnionControlNetType ControlNetInpaintingAliMamaApply GLIGENTextBoxApply
InpaintModelConditioning InstructPixToPixConditioning CLIPTextEncodeSDXL CLIPTextEncodeSDXLRefiner CLIPTextEncodeSD3
CLIPTextEncodeFlux CLIPTextEncodeHunyuanDiT CLIPTextEncodeControlnet CLIPTextEncodePixArtAlpha CLIPTextEncodeLumina2
CLIPTextEncodeHiDream TextEncodeHunyuanVideo_ImageToVideo TextEncodeQwenImageEdit TextEncodeQwenImageEditPlus
FluxGuidance FluxDisableGuidance FluxKontextImageScale FluxKontextMultiReferenceLatentMethod ReferenceLatent
PhotoMakerEncode SVD_img2vid_Conditioning StableZero123_Conditioning StableZero123_Conditioning_Batched SV3D_Conditioning
SD_4XUpscale_Conditioning StableCascade_StageB_Conditioning StableCascade_StageC_VAEEncode
StableCascade_SuperResolutionControlnet Hunyuan3Dv2Conditioning HunyuanImageToVideo HunyuanRefinerLatent
LTXVImgToVideo LTXVConditioning LTXVScheduler LTXVAddGuide LTXVPreprocess LTXVCropGuides CosmosImageToVideoLatent
WanImageToVideo WanFunControlToVideo WanFunInpaintToVideo WanFirstLastFrameToVideo WanVaceToVideo WanCameraImageToVideo
WanCameraEmbedding WanPhantomSubjectToVideo WanTrackToVideo Wan22ImageToVideoLatent Wan22FunControlToVideo
WanSoundImageToVideo WanSoundImageToVideoExtend WanAnimateToVideo WanHuMoImageToVideo QwenImageDiffsynthControlnet
SamplerCustom SamplerCustomAdvanced BasicScheduler KarrasScheduler ExponentialScheduler PolyexponentialScheduler
LaplaceScheduler VPScheduler BetaSamplingScheduler SDTurboScheduler GITSScheduler OptimalStepsScheduler AlignYourStepsScheduler
KSamplerSelect SamplerEulerAncestral SamplerEulerAncestralCFGPP SamplerLMS SamplerDPMPP_3M_SDE SamplerDPMPP_2M_SDE
SamplerDPMPP_SDE SamplerDPMPP_2S_Ancestral SamplerDPMAdaptative SplitSigmas SplitSigmasDenoise FlipSigmas SetFirstSigma
ExtendIntermediateSigmas SamplingPercentToSigma BasicGuider CFGGuider DualCFGGuider PerpNegGuider RandomNoise DisableNoise
AddNoise ModelSamplingDiscrete ModelSamplingContinuousEDM ModelSamplingContinuousV ModelSamplingStableCascade
ModelSamplingSD3 ModelSamplingAuraFlow ModelSamplingFlux ModelSamplingLTXV RescaleCFG PatchModelAddDownscale
VideoLinearCFGGuidance VideoTriangleCFGGuidance SelfAttentionGuidance PerpNeg FreeU FreeU_V2 TomePatchModel
DifferentialDiffusion SkipLayerGuidanceSD3 SkipLayerGuidanceDiT CFGZeroStar CFGNorm APG TCFG Mahiro TorchCompileModel
CLIPAttentionMultiply UNetSelfAttentionMultiply UNetCrossAttentionMultiply UNetTemporalAttentionMultiply ModelComputeDtype
ModelMergeSimple ModelMergeBlocks ModelMergeSubtract ModelMergeAdd CheckpointSave ImageOnlyCheckpointSave CLIPMergeSimple
CLIPMergeSubtract CLIPMergeAdd CLIPSave VAESave ModelSave LoraModelLoader LoraSave
LoadAudio SaveAudio SaveAudioMP3 SaveAudioOpus PreviewAudio RecordAudio TrimAudioDuration SplitAudioChannels AudioConcat
AudioMerge AudioAdjustVolume EmptyAudio AudioEncoderEncode
LoadVideo SaveVideo SaveWEBM CreateVideo GetVideoComponents
Load3D Preview3D SaveGLB VoxelToMesh VoxelToMeshBasic
PrimitiveString PrimitiveStringMultiline PrimitiveInt PrimitiveFloat PrimitiveBoolean PrimitiveNode Reroute Note MarkdownNote
PreviewAny StringConcatenate StringSubstring StringLength CaseConverter StringTrim StringReplace StringContains StringCompare
RegexMatch RegexExtract RegexReplace
GeminiNode GeminiImageNode GeminiInputFiles OpenAIDalle2 OpenAIDalle3 OpenAIGPTImage1 OpenAIChatNode OpenAIChatConfig
OpenAIInputFiles FluxProUltraImageNode FluxProImageNode FluxKontextProImageNode FluxKontextMaxImageNode FluxProExpandNode
FluxProFillNode FluxProCannyNode FluxProDepthNode IdeogramV1 IdeogramV2 IdeogramV3 KlingTextToVideoNode KlingImage2VideoNode
KlingCameraControlI2VNode KlingCameraControlT2VNode KlingStartEndFrameNode KlingVideoExtendNode KlingLipSyncAudioToVideoNode
KlingLipSyncTextToVideoNode KlingImageGenerationNode KlingVirtualTryOnNode LumaImageNode LumaImageModifyNode LumaVideoNode
LumaImageToVideoNode MinimaxTextToVideoNode MinimaxImageToVideoNode PikaImageToVideoNode2_2 PikaTextToVideoNode2_2
PixverseTextToVideoNode PixverseImageToVideoNode RecraftTextToImageNode RecraftImageToImageNode StabilityStableImageUltraNode
StabilityStableImageSD_3_5Node StabilityUpscaleFastNode RunwayImageToVideoNodeGen3a RunwayImageToVideoNodeGen4
RunwayFirstLastFrameNode RunwayTextToImageNode VeoVideoGenerationNode Veo3VideoGenerationNode MoonvalleyImg2VideoNode
MoonvalleyTxt2VideoNode ViduTextToVideoNode ViduImageToVideoNode ByteDanceImageNode ByteDanceSeedreamNode
ByteDanceImageEditNode WanTextToImageApi WanTextToVideoApi WanImageToVideoApi TripoTextToModelNode TripoImageToModelNode
`;

export const CORE_NODE_TYPES: ReadonlySet<string> = new Set(CORE.split(/\s+/).filter(Boolean));

/** Built-in nodes that run on a partner's servers (paid with Comfy credits). */
export function isApiNode(type: string): boolean {
  return /^(Gemini|OpenAI|FluxPro|FluxKontext(Pro|Max)|Ideogram|Kling|Luma|Minimax|Pika|Pixverse|Recraft|Stability|Runway|Veo|Moonvalley|Vidu|ByteDance|Tripo)|Api$/.test(
    type,
  );
}

export function isCoreNode(type: string, pack: string | null): boolean {
  return pack === 'comfy-core' || CORE_NODE_TYPES.has(type);
}

/** The names ComfyUI shows for common core nodes; others show their class name. */
const DISPLAY_NAMES: Record<string, string> = {
  CheckpointLoaderSimple: 'Load Checkpoint',
  UNETLoader: 'Load Diffusion Model',
  VAELoader: 'Load VAE',
  CLIPLoader: 'Load CLIP',
  LoraLoader: 'Load LoRA',
  UpscaleModelLoader: 'Load Upscale Model',
  CLIPVisionLoader: 'Load CLIP Vision',
  ControlNetLoader: 'Load ControlNet Model',
  CLIPTextEncode: 'CLIP Text Encode (Prompt)',
  CLIPVisionEncode: 'CLIP Vision Encode',
  VAEDecode: 'VAE Decode',
  VAEEncode: 'VAE Encode',
  EmptyLatentImage: 'Empty Latent Image',
  KSamplerAdvanced: 'KSampler (Advanced)',
  SaveImage: 'Save Image',
  PreviewImage: 'Preview Image',
  LoadImage: 'Load Image',
  ImageScale: 'Upscale Image',
  ImageScaleBy: 'Upscale Image By',
  ImageUpscaleWithModel: 'Upscale Image (using Model)',
  LoadAudio: 'Load Audio',
  SaveAudio: 'Save Audio (FLAC)',
  PreviewAudio: 'Preview Audio',
  LoadVideo: 'Load Video',
  SaveVideo: 'Save Video',
  CreateVideo: 'Create Video',
  GetVideoComponents: 'Get Video Components',
  MarkdownNote: 'Markdown Note',
  PreviewAny: 'Preview Any',
  ImageBatch: 'Batch Images',
  GrowMask: 'Grow Mask',
  ConditioningZeroOut: 'ConditioningZeroOut',
  PrimitiveInt: 'Int',
  PrimitiveFloat: 'Float',
  PrimitiveString: 'String',
  PrimitiveBoolean: 'Boolean',
};

export function displayName(type: string): string {
  return DISPLAY_NAMES[type] ?? type;
}

/** The models/ subfolder each core loader reads from. */
export const LOADER_FOLDERS: Record<string, string> = {
  CheckpointLoaderSimple: 'checkpoints',
  CheckpointLoader: 'checkpoints',
  ImageOnlyCheckpointLoader: 'checkpoints',
  unCLIPCheckpointLoader: 'checkpoints',
  UNETLoader: 'diffusion_models',
  VAELoader: 'vae',
  CLIPLoader: 'text_encoders',
  DualCLIPLoader: 'text_encoders',
  TripleCLIPLoader: 'text_encoders',
  QuadrupleCLIPLoader: 'text_encoders',
  LoraLoader: 'loras',
  LoraLoaderModelOnly: 'loras',
  HypernetworkLoader: 'hypernetworks',
  ControlNetLoader: 'controlnet',
  DiffControlNetLoader: 'controlnet',
  StyleModelLoader: 'style_models',
  CLIPVisionLoader: 'clip_vision',
  GLIGENLoader: 'gligen',
  UpscaleModelLoader: 'upscale_models',
  PhotoMakerLoader: 'photomaker',
  AudioEncoderLoader: 'audio_encoders',
  ModelPatchLoader: 'model_patches',
};
