// The AI Roadmap (docs/product/content.md#ai-roadmap): four levels, five steps each, each step a label,
// items (text, optional link) and one workflow to run or project to build.
import type { RoadmapStepId } from 'contracts';

export interface RoadmapItem {
  text: string;
  link?: string;
}
/** What the step asks the reader to make: run a workflow of the catalogue, or build a small project. */
export interface RoadmapPractice {
  kind: 'workflow' | 'project';
  text: string;
  link: string;
}
export interface RoadmapStep {
  id: RoadmapStepId;
  label: string;
  items: RoadmapItem[];
  practice: RoadmapPractice;
}
export interface RoadmapLevel {
  title: string;
  subtitle: string;
  steps: RoadmapStep[];
}

export const ROADMAP: RoadmapLevel[] = [
  {
    title: 'AI Start 1',
    subtitle: 'Beginner Foundations',
    steps: [
      {
        id: 'how-image-models-work',
        label: 'Understand how image models work',
        items: [
          { text: 'What Stable Diffusion is and how latent diffusion turns noise into pictures', link: '/blog/stable-diffusion' },
          { text: 'A map of the Stable Diffusion ecosystem: versions and front-ends', link: '/blog/stable-diffusion-guide' },
          { text: 'Flux or SDXL: which model family to start with', link: '/blog/flux-vs-sdxl' },
        ],
        practice: {
          kind: 'project',
          text: 'Render one prompt on a fixed seed at 10, 20 and 40 steps and at CFG 3, 7 and 12, and note what each setting changed',
          link: '/workflows/sdxl-text-to-image',
        },
      },
      {
        id: 'check-your-hardware',
        label: 'Check your hardware',
        items: [
          { text: 'NVIDIA with 8 GB VRAM runs SDXL; 12 GB or more is comfortable for Flux in fp8' },
          {
            text: 'Apple Silicon with 16 GB unified memory or more works through PyTorch MPS',
            link: '/tutorials/install-stable-diffusion-mac',
          },
          { text: 'No GPU? Start with a cloud GPU by the hour before buying hardware', link: '/tutorials/run-comfyui-on-a-cloud-gpu' },
        ],
        practice: {
          kind: 'project',
          text: "Read your GPU's VRAM (nvidia-smi, or About This Mac) and list the models it runs: SDXL from 8 GB, Flux in fp8 from 12 GB, Wan 2.2 14B in fp8 from 16 GB",
          link: '/tutorials/comfyui-low-vram-and-troubleshooting',
        },
      },
      {
        id: 'install-comfyui',
        label: 'Install ComfyUI',
        items: [
          { text: 'Install Stable Diffusion locally on Windows or Linux', link: '/tutorials/install-stable-diffusion' },
          { text: 'Add ComfyUI Manager to install missing nodes in one click', link: '/tutorials/install-comfyui-manager' },
          { text: 'Vet custom node packs before you install them', link: '/tutorials/comfyui-custom-node-safety' },
        ],
        practice: {
          kind: 'project',
          text: 'Install ComfyUI and ComfyUI Manager, then queue the default graph once to prove the install works',
          link: '/tutorials/install-stable-diffusion',
        },
      },
      {
        id: 'learn-the-interface',
        label: 'Learn the interface',
        items: [
          { text: 'Canvas, nodes, links, the queue and the sidebar', link: '/tutorials/comfyui-interface-overview' },
          { text: 'Where checkpoints, LoRAs, VAEs and text encoders go', link: '/tutorials/comfyui-checkpoints-and-models' },
        ],
        practice: {
          kind: 'project',
          text: 'Rebuild the default text-to-image graph from an empty canvas, then fold its prompt nodes into a subgraph',
          link: '/tutorials/comfyui-2026-interface-subgraphs-blueprints',
        },
      },
      {
        id: 'first-image',
        label: 'Make your first image',
        items: [
          { text: 'Build a text-to-image workflow node by node', link: '/tutorials/comfyui-text-to-image' },
          { text: 'Download a ready-made SDXL workflow and run it', link: '/workflows/sdxl-text-to-image' },
        ],
        practice: {
          kind: 'workflow',
          text: 'Z-Image Turbo text to image: a 1024 px picture in 8 steps',
          link: '/workflows/z-image-turbo-text-to-image',
        },
      },
    ],
  },
  {
    title: 'AI Boost 2',
    subtitle: 'Going Beyond the Basics',
    steps: [
      {
        id: 'better-prompts',
        label: 'Write better prompts',
        items: [
          { text: 'Prompt structure, weighting and negative prompts', link: '/tutorials/stable-diffusion-tutorial' },
          { text: 'Natural-language prompting for Flux', link: '/tutorials/flux-tutorial' },
        ],
        practice: {
          kind: 'project',
          text: 'Change one thing per render on a fixed seed (a (word:1.3) weight, a negative prompt, the word order) and keep notes of what each did',
          link: '/workflows/sdxl-text-to-image',
        },
      },
      {
        id: 'run-flux',
        label: 'Run Flux',
        items: [
          { text: 'Install Flux dev and schnell in ComfyUI', link: '/tutorials/install-flux-comfyui' },
          { text: 'The Flux Krea text-to-image workflow', link: '/workflows/flux-krea-text-to-image' },
        ],
        practice: { kind: 'workflow', text: 'Flux.1 Krea [dev] text to image', link: '/workflows/flux-krea-text-to-image' },
      },
      {
        id: 'loras-and-styles',
        label: 'Use LoRAs and styles',
        items: [
          { text: 'Load a LoRA and set its strength', link: '/tutorials/stable-diffusion-tutorial' },
          { text: 'Train your own LoRA for Flux, SDXL, Qwen-Image or Wan', link: '/tutorials/train-a-lora-flux-sdxl-qwen-wan' },
          { text: 'Check a model licence before you sell its output', link: '/blog/flux-vs-sdxl' },
        ],
        practice: {
          kind: 'project',
          text: 'Train a style LoRA on 20 to 30 of your own images and compare it at strengths 0.6, 0.8 and 1.0',
          link: '/tutorials/train-a-lora-flux-sdxl-qwen-wan',
        },
      },
      {
        id: 'edit-images',
        label: 'Edit images',
        items: [
          { text: 'Edit with Flux Kontext using plain instructions', link: '/tutorials/flux-tutorial' },
          { text: 'Fix and extend images with inpainting and outpainting', link: '/tutorials/comfyui-inpainting-outpainting' },
          { text: 'Control pose, depth and edges with ControlNet', link: '/tutorials/comfyui-controlnet-guide' },
          { text: 'Upscale for print and stock sites', link: '/workflows/ultimate-sd-upscale-tiled' },
        ],
        practice: {
          kind: 'workflow',
          text: 'Flux.1 Kontext [dev]: change one thing in a photo by instruction and keep the face',
          link: '/workflows/flux-kontext-image-edit',
        },
      },
      {
        id: 'qwen-image',
        label: 'Try Qwen Image',
        items: [
          { text: 'Qwen-Image for sharp text inside images', link: '/workflows/qwen-image-text-to-image' },
          { text: 'Compare local tools before you commit', link: '/blog/best-local-ai-tools' },
        ],
        practice: {
          kind: 'workflow',
          text: 'Qwen-Image text to image: a poster with a readable headline',
          link: '/workflows/qwen-image-text-to-image',
        },
      },
    ],
  },
  {
    title: 'AI SkillUp 3',
    subtitle: 'Text-to-Video Mastery',
    steps: [
      {
        id: 'video-models',
        label: 'Learn the video models',
        items: [{ text: 'Wan 2.2, LTX-Video, HunyuanVideo and CogVideoX compared', link: '/tutorials/comfyui-video-generation' }],
        practice: {
          kind: 'project',
          text: 'Render one 5-second scene with two models and compare motion, prompt following and render time',
          link: '/tutorials/comfyui-video-generation',
        },
      },
      {
        id: 'install-a-video-model',
        label: 'Install a video model',
        items: [
          { text: 'CogVideoX in ComfyUI, with CPU offload for smaller GPUs', link: '/tutorials/install-cogvideox-comfyui' },
          { text: 'Wan 2.2 text-to-video with the 5B model', link: '/workflows/wan-2-2-text-to-video' },
        ],
        practice: {
          kind: 'workflow',
          text: 'Wan 2.2 5B text to video: a 5-second 720p clip at 24 fps',
          link: '/workflows/wan-2-2-text-to-video',
        },
      },
      {
        id: 'animate-a-still',
        label: 'Animate a still image',
        items: [{ text: 'Image-to-video settings: frames, fps and motion', link: '/tutorials/comfyui-video-generation' }],
        practice: {
          kind: 'workflow',
          text: 'Wan 2.2 14B image to video with the 4-step LoRA',
          link: '/workflows/wan-2-2-14b-image-to-video',
        },
      },
      {
        id: 'voice-and-lip-sync',
        label: 'Add voice and lip sync',
        items: [
          { text: 'Talking video with Wan 2.2 S2V', link: '/workflows/wan-2-2-s2v-talking-video' },
          { text: 'Local text-to-speech tools', link: '/blog/best-local-ai-tools' },
        ],
        practice: {
          kind: 'project',
          text: 'Clone your own voice with VibeVoice, then lip-sync a portrait to it with Wan 2.2 S2V',
          link: '/workflows/vibevoice-text-to-speech',
        },
      },
      {
        id: 'speed-up-renders',
        label: 'Speed up renders',
        items: [
          { text: 'fp8 weights, LightX2V step-distilled LoRAs and block swapping', link: '/tutorials/comfyui-video-generation' },
          { text: 'Rent a bigger GPU by the hour for long renders', link: '/tutorials/run-comfyui-on-a-cloud-gpu' },
        ],
        practice: {
          kind: 'project',
          text: 'Time one clip at 20 steps and again with the 4-step LoRA, and keep the faster settings if you cannot tell the two apart',
          link: '/workflows/wan-2-2-14b-image-to-video',
        },
      },
    ],
  },
  {
    title: 'AI Power 4',
    subtitle: 'Advanced Creations',
    steps: [
      {
        id: 'replace-characters',
        label: 'Replace characters in video',
        items: [{ text: 'Wan 2.2 Animate character replacement', link: '/workflows/wan-2-2-animate-character-replacement' }],
        practice: {
          kind: 'workflow',
          text: 'Wan 2.2 Animate: swap the person in a short clip for your own character',
          link: '/workflows/wan-2-2-animate-character-replacement',
        },
      },
      {
        id: 'content-pipeline',
        label: 'Build a content pipeline',
        items: [
          {
            text: 'A faceless YouTube channel with AI animated stories',
            link: '/earning-ideas/create-a-faceless-youtube-channel-for-ai-animated-stories',
          },
          { text: 'Automate batch jobs through the ComfyUI API', link: '/tutorials/comfyui-api-batch-automation' },
        ],
        practice: {
          kind: 'project',
          text: 'Queue 20 prompts from a CSV through the ComfyUI API and save every image with its seed',
          link: '/tutorials/comfyui-api-batch-automation',
        },
      },
      {
        id: 'sell-your-images',
        label: 'Sell your images',
        items: [
          { text: 'Stock images made with AI', link: '/earning-ideas/how-to-make-money-using-stock-images-ai' },
          { text: 'Print on demand with AI art', link: '/earning-ideas/sell-ai-art-print-on-demand' },
          { text: 'AI-assisted books on Amazon KDP', link: '/earning-ideas/publish-ai-assisted-books-on-amazon-kdp' },
        ],
        practice: {
          kind: 'project',
          text: "Upscale five of your best images to a stock site's minimum size and check them against its AI labelling rules before you upload",
          link: '/tutorials/upscale-ai-images-for-print',
        },
      },
      {
        id: 'offer-a-service',
        label: 'Offer a service',
        items: [
          { text: 'AI product photography for online shops', link: '/earning-ideas/ai-product-photography-for-ecommerce' },
          { text: 'Package AI image services on Fiverr and Upwork', link: '/earning-ideas/sell-ai-image-services-on-fiverr-and-upwork' },
        ],
        practice: {
          kind: 'workflow',
          text: 'Product photo pipeline: cut out, composite and relight a product shot for a shop listing',
          link: '/workflows/product-photo-cutout-relight-composite',
        },
      },
      {
        id: 'sell-what-you-build',
        label: 'Sell what you build',
        items: [
          { text: 'Sell ComfyUI workflows and custom models', link: '/earning-ideas/sell-comfyui-workflows-and-custom-models' },
          { text: 'ComfyUI or Midjourney for client work', link: '/blog/ComfyUIvsMidJourney' },
        ],
        practice: {
          kind: 'project',
          text: 'Package one of your workflows for sale: a tidy graph, a note on every input, the model licences checked and a sample output',
          link: '/earning-ideas/sell-comfyui-workflows-and-custom-models',
        },
      },
    ],
  },
];
