// The AI Roadmap (docs/product/content.md#ai-roadmap): four levels, five steps each, each step a label and items (text, optional link).
export interface RoadmapItem {
  text: string;
  link?: string;
}
export interface RoadmapStep {
  label: string;
  items: RoadmapItem[];
}
export interface RoadmapLevel {
  title: string;
  subtitle: string;
  steps: RoadmapStep[];
}

/** docs/product/constants.md#layout: roadmap progress is fixed at 50. */
export const ROADMAP_PROGRESS = 50;

export const ROADMAP: RoadmapLevel[] = [
  {
    title: 'AI Start 1',
    subtitle: 'Beginner Foundations',
    steps: [
      {
        label: 'Understand how image models work',
        items: [
          { text: 'What Stable Diffusion is and how latent diffusion turns noise into pictures', link: '/blog/stable-diffusion' },
          { text: 'A map of the Stable Diffusion ecosystem: versions and front-ends', link: '/blog/stable-diffusion-guide' },
          { text: 'Flux or SDXL: which model family to start with', link: '/blog/flux-vs-sdxl' },
        ],
      },
      {
        label: 'Check your hardware',
        items: [
          { text: 'NVIDIA with 8 GB VRAM runs SDXL; 12 GB or more is comfortable for Flux in fp8' },
          {
            text: 'Apple Silicon with 16 GB unified memory or more works through PyTorch MPS',
            link: '/tutorials/install-stable-diffusion-mac',
          },
          { text: 'No GPU? Start with a cloud GPU by the hour before buying hardware', link: '/tutorials/run-comfyui-on-a-cloud-gpu' },
        ],
      },
      {
        label: 'Install ComfyUI',
        items: [
          { text: 'Install Stable Diffusion locally on Windows or Linux', link: '/tutorials/install-stable-diffusion' },
          { text: 'Add ComfyUI Manager to install missing nodes in one click', link: '/tutorials/install-comfyui-manager' },
          { text: 'Vet custom node packs before you install them', link: '/tutorials/comfyui-custom-node-safety' },
        ],
      },
      {
        label: 'Learn the interface',
        items: [
          { text: 'Canvas, nodes, links, the queue and the sidebar', link: '/tutorials/comfyui-interface-overview' },
          { text: 'Where checkpoints, LoRAs, VAEs and text encoders go', link: '/tutorials/comfyui-checkpoints-and-models' },
        ],
      },
      {
        label: 'Make your first image',
        items: [
          { text: 'Build a text-to-image workflow node by node', link: '/tutorials/comfyui-text-to-image' },
          { text: 'Download a ready-made SDXL workflow and run it', link: '/workflows/sdxl-text-to-image' },
        ],
      },
    ],
  },
  {
    title: 'AI Boost 2',
    subtitle: 'Going Beyond the Basics',
    steps: [
      {
        label: 'Write better prompts',
        items: [
          { text: 'Prompt structure, weighting and negative prompts', link: '/tutorials/stable-diffusion-tutorial' },
          { text: 'Natural-language prompting for Flux', link: '/tutorials/flux-tutorial' },
        ],
      },
      {
        label: 'Run Flux',
        items: [
          { text: 'Install Flux dev and schnell in ComfyUI', link: '/tutorials/install-flux-comfyui' },
          { text: 'The Flux Krea text-to-image workflow', link: '/workflows/flux-krea-text-to-image' },
        ],
      },
      {
        label: 'Use LoRAs and styles',
        items: [
          { text: 'Load a LoRA and set its strength', link: '/tutorials/stable-diffusion-tutorial' },
          { text: 'Train your own LoRA for Flux, SDXL, Qwen-Image or Wan', link: '/tutorials/train-a-lora-flux-sdxl-qwen-wan' },
          { text: 'Check a model licence before you sell its output', link: '/blog/flux-vs-sdxl' },
        ],
      },
      {
        label: 'Edit images',
        items: [
          { text: 'Edit with Flux Kontext using plain instructions', link: '/tutorials/flux-tutorial' },
          { text: 'Fix and extend images with inpainting and outpainting', link: '/tutorials/comfyui-inpainting-outpainting' },
          { text: 'Control pose, depth and edges with ControlNet', link: '/tutorials/comfyui-controlnet-guide' },
          { text: 'Upscale for print and stock sites', link: '/workflows/ultimate-sd-upscale-tiled' },
        ],
      },
      {
        label: 'Try Qwen Image',
        items: [
          { text: 'Qwen-Image for sharp text inside images', link: '/workflows/qwen-image-text-to-image' },
          { text: 'Compare local tools before you commit', link: '/blog/best-local-ai-tools' },
        ],
      },
    ],
  },
  {
    title: 'AI SkillUp 3',
    subtitle: 'Text-to-Video Mastery',
    steps: [
      {
        label: 'Learn the video models',
        items: [{ text: 'Wan 2.2, LTX-Video, HunyuanVideo and CogVideoX compared', link: '/tutorials/comfyui-video-generation' }],
      },
      {
        label: 'Install a video model',
        items: [
          { text: 'CogVideoX in ComfyUI, with CPU offload for smaller GPUs', link: '/tutorials/install-cogvideox-comfyui' },
          { text: 'Wan 2.2 text-to-video with the 5B model', link: '/workflows/wan-2-2-text-to-video' },
        ],
      },
      {
        label: 'Animate a still image',
        items: [{ text: 'Image-to-video settings: frames, fps and motion', link: '/tutorials/comfyui-video-generation' }],
      },
      {
        label: 'Add voice and lip sync',
        items: [
          { text: 'Talking video with Wan 2.2 S2V', link: '/workflows/wan-2-2-s2v-talking-video' },
          { text: 'Local text-to-speech tools', link: '/blog/best-local-ai-tools' },
        ],
      },
      {
        label: 'Speed up renders',
        items: [
          { text: 'fp8 weights, LightX2V step-distilled LoRAs and block swapping', link: '/tutorials/comfyui-video-generation' },
          { text: 'Rent a bigger GPU by the hour for long renders', link: '/tutorials/run-comfyui-on-a-cloud-gpu' },
        ],
      },
    ],
  },
  {
    title: 'AI Power 4',
    subtitle: 'Advanced Creations',
    steps: [
      {
        label: 'Replace characters in video',
        items: [{ text: 'Wan 2.2 Animate character replacement', link: '/workflows/wan-2-2-animate-character-replacement' }],
      },
      {
        label: 'Build a content pipeline',
        items: [
          {
            text: 'A faceless YouTube channel with AI animated stories',
            link: '/earning-ideas/create-a-faceless-youtube-channel-for-ai-animated-stories',
          },
          { text: 'Automate batch jobs through the ComfyUI API', link: '/tutorials/comfyui-api-batch-automation' },
        ],
      },
      {
        label: 'Sell your images',
        items: [
          { text: 'Stock images made with AI', link: '/earning-ideas/how-to-make-money-using-stock-images-ai' },
          { text: 'Print on demand with AI art', link: '/earning-ideas/sell-ai-art-print-on-demand' },
          { text: 'AI-assisted books on Amazon KDP', link: '/earning-ideas/publish-ai-assisted-books-on-amazon-kdp' },
        ],
      },
      {
        label: 'Offer a service',
        items: [
          { text: 'AI product photography for online shops', link: '/earning-ideas/ai-product-photography-for-ecommerce' },
          { text: 'Package AI image services on Fiverr and Upwork', link: '/earning-ideas/sell-ai-image-services-on-fiverr-and-upwork' },
        ],
      },
      {
        label: 'Sell what you build',
        items: [
          { text: 'Sell ComfyUI workflows and custom models', link: '/earning-ideas/sell-comfyui-workflows-and-custom-models' },
          { text: 'ComfyUI or Midjourney for client work', link: '/blog/ComfyUIvsMidJourney' },
        ],
      },
    ],
  },
];
