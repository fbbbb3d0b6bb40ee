"""mmtoolbench: evaluate multimodal LLM agents on MM-ToolSandBox and ATP-Bench."""

__version__ = "0.1.0"
