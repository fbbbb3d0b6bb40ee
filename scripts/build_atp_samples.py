"""Build the bundled ATP-Bench sample file from hand-written sample content.

The samples below are authored by hand, one by one; this script only turns them into
validated JSONL: it assigns ids, resolves image names to bundled files (captions come from
``make_atp_images.py``), serialises tool calls as ``<tool>{...}</tool>`` tags on their own
lines between paragraphs, computes image hashes and checks the integration rules.

Usage::

    python scripts/make_atp_images.py   # first, if images changed
    python scripts/build_atp_samples.py
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_atp_images import OUT_DIR, captions

from mmtoolbench.atp.schema import ATPSample
from mmtoolbench.atp.taxonomy import category_of

DATASET = OUT_DIR.parent / "samples.jsonl"
FIGURE_PHRASES = (
    "as shown below",
    "as shown above",
    "shown in the image",
    "see the image",
    "see image",
    "see the figure",
    "see the diagram",
    "the following figure",
    "the following image",
    "the following chart",
    "here is an image",
    "here is a picture",
    "here's an image",
    "below is an image",
    "the image below",
    "the picture below",
    "the chart below",
    "the diagram below",
    "the figure below",
    "as illustrated below",
)


@dataclass(frozen=True)
class Tool:
    """One tool call in a ground-truth answer."""

    name: str
    description: str
    params: dict[str, Any]

    def tag(self) -> str:
        payload = {"tool_name": self.name, "description": self.description, "params": self.params}
        return "<tool>" + json.dumps(payload, ensure_ascii=False) + "</tool>"


def ref(img_index: int, description: str) -> Tool:
    return Tool("Reference", description, {"img_index": img_index})


def search(query: str, description: str) -> Tool:
    return Tool("Search", description, {"query": query})


def diff(prompt: str, description: str) -> Tool:
    return Tool("Diffusion", description, {"prompt": prompt})


def edit(img_index: int, prompt: str, description: str) -> Tool:
    return Tool("Edit", description, {"img_index": img_index, "prompt": prompt})


def code(diagram_type: str, data: dict[str, Any] | str, description: str) -> Tool:
    return Tool("Code", description, {"diagram_type": diagram_type, "data": data})


@dataclass(frozen=True)
class Doc:
    """A source document; ``images`` are bundled image names."""

    title: str
    text: str
    images: tuple[str, ...] = ()


@dataclass(frozen=True)
class Spec:
    """A hand-written sample before ids, paths and hashes are filled in."""

    intent: str
    query: str
    gt: tuple[str | Tool, ...]
    vqa: bool
    images: tuple[str, ...] = ()
    docs: tuple[Doc, ...] = field(default_factory=tuple)


def vqa(intent: str, query: str, images: tuple[str, ...] | str, *gt: str | Tool) -> Spec:
    imgs = (images,) if isinstance(images, str) else images
    return Spec(intent, query, gt, True, imgs)


def qa(intent: str, query: str, *gt: str | Tool, docs: tuple[Doc, ...] = ()) -> Spec:
    return Spec(intent, query, gt, False, (), docs)


# =========================================================================== Academic

ACADEMIC: tuple[Spec, ...] = (
    vqa(
        "result-interpretation",
        "My validation loss starts creeping up around epoch 12 while the training loss keeps dropping. Is this overfitting, and what should I change?",
        "acad_training_curves",
        "Yes, this is classic overfitting. Up to epoch 12 both curves fall together, so the model is learning patterns that generalise; after that the training loss keeps shrinking toward 0.15 while validation loss climbs from about 0.62 back to 0.95, meaning the network is memorising the training set.",
        edit(
            0,
            "Mark the validation-loss minimum at epoch 12 with a vertical dashed line labelled 'best checkpoint', and shade the region after epoch 12 in light red labelled 'overfitting'.",
            "Training curves with the best checkpoint and the overfitting region marked",
        ),
        "What to change:\n\n1. **Early stopping**: keep the checkpoint with the lowest validation loss (epoch 12) and stop after 3–5 epochs without improvement.\n2. **Regularisation**: add or increase dropout and weight decay.\n3. **More or augmented data**: augmentation makes memorising harder.\n4. **Smaller model or lower learning rate late in training** if the gap still opens early.",
    ),
    vqa(
        "result-interpretation",
        "Which classes is my classifier mixing up the most? I'm not sure how to read this matrix.",
        "acad_confusion_matrix",
        "Your model mostly confuses **cat and fox**, in both directions: 15 foxes were predicted as cats and 12 cats as foxes. Dogs are handled well (91 of 100 correct), and the dog row and column have only small errors.",
        "Read rows as the true class and columns as the prediction: the diagonal is correct predictions, and every off-diagonal cell is a specific mistake.",
        edit(
            0,
            "Draw thick orange outlines around the two off-diagonal cells 'true fox / predicted cat' (15) and 'true cat / predicted fox' (12), and add a small label 'main confusion'.",
            "Confusion matrix with the cat-fox error cells highlighted",
        ),
        "Per-class recall is 82 % for cat, 91 % for dog and 82 % for fox; precision is about 81 % for cat, 91 % for dog and 83 % for fox. To fix the cat–fox errors, add more training images of both classes in similar poses and colours, or check whether some labels are wrong.",
        code(
            "bar",
            {
                "x": ["cat", "dog", "fox"],
                "series": {"recall (%)": [82, 91, 82], "precision (%)": [81.2, 91.0, 82.8]},
                "x_label": "class",
                "y_label": "percent",
                "title": "Per-class recall and precision",
            },
            "Grouped bar chart of per-class recall and precision",
        ),
    ),
    vqa(
        "result-interpretation",
        "I got r = 0.78 between study hours and exam scores in my survey. Can I say that studying more causes higher scores?",
        "acad_scatter_regression",
        "No. An r of 0.78 is a strong positive correlation (r² ≈ 0.61, so study time accounts for about 61 % of the variance in scores), but correlation alone cannot establish causation in an observational survey.",
        "Two things in your plot are worth flagging: the student with 2 hours scoring 88 and the one with 11 hours scoring 45 sit far from the line, so check them before reporting, and re-run the correlation without them to see how sensitive r is.",
        edit(
            0,
            "Circle the two outlier points (2 h, 88) and (11 h, 45) in red and label them 'check these outliers'.",
            "Scatter plot with the two outliers circled",
        ),
        "The main alternative explanation is confounding: motivation, prior knowledge or available free time can raise both study hours and scores. To argue for causation you would need an experiment (e.g. randomised study schedules) or at least control for such variables in a regression.",
        code(
            "causal_diagram",
            {
                "nodes": ["study hours", "exam score", "motivation", "prior knowledge"],
                "edges": [
                    ["study hours", "exam score"],
                    ["motivation", "study hours"],
                    ["motivation", "exam score"],
                    ["prior knowledge", "exam score"],
                    ["prior knowledge", "study hours"],
                ],
                "title": "Possible confounders",
            },
            "Causal diagram showing motivation and prior knowledge as confounders",
        ),
    ),
    vqa(
        "result-interpretation",
        "We need a model that runs under 20 ms per image. Based on this plot, which one should we pick?",
        "acad_pareto_latency",
        "Pick **model C**: at 18 ms it is the most accurate model under your 20 ms budget (76.1 % top-1).",
        "Only A (8 ms), G (15 ms), B (12 ms) and C (18 ms) meet the constraint. G is dominated by B, which is both faster and more accurate, and C buys 1.6 points over B for 6 ms more. F and D are out because they exceed 20 ms, and F is dominated anyway.",
        edit(
            0,
            "Shade the area right of 20 ms in grey with the label 'over budget', draw a vertical dashed line at 20 ms, and put a green ring around model C labelled 'best under 20 ms'.",
            "Accuracy-latency plot with the 20 ms budget and model C highlighted",
        ),
        "If latency on your production hardware is noisier than in the benchmark, B gives you an 8 ms safety margin at a cost of 1.6 accuracy points.",
    ),
    vqa(
        "concept-illustration",
        "What are the 'Add & Norm' boxes in this transformer diagram actually doing?",
        "acad_transformer_block",
        "Each **Add & Norm** box does two things: it adds the sub-layer's input back to its output (a residual connection) and then applies layer normalisation, i.e. output = LayerNorm(x + Sublayer(x)).",
        "The residual 'add' lets the attention or feed-forward layer learn only a correction to x instead of a whole new representation, and gives gradients a direct path through deep stacks of N blocks. Layer normalisation then rescales each token's vector to zero mean and unit variance (with learned scale and shift), which keeps activations in a stable range and speeds up training.",
        edit(
            0,
            "Highlight both 'Add & Norm' boxes with a thick yellow outline and colour the two red residual arrows brighter, adding the label 'x + Sublayer(x)' next to each arrow.",
            "Transformer block with the Add & Norm boxes and residual paths highlighted",
        ),
        "Many modern models move the normalisation before each sub-layer (pre-norm), which trains more stably in very deep networks, but the idea is the same.",
    ),
    vqa(
        "data-visualization",
        "My supervisor prefers bar charts. Can you turn this box plot into a bar chart of the group means with error bars?",
        "acad_boxplot_groups",
        "Here are the group means with 95 % confidence intervals: control 412 ms (SD 45, n = 40) and caffeine 368 ms (SD 40, n = 40). The standard errors are 7.1 ms and 6.3 ms, so the 95 % CIs are roughly ±14.4 ms and ±12.8 ms.",
        code(
            "bar",
            {
                "x": ["control", "caffeine"],
                "series": {"mean reaction time (ms)": [412, 368]},
                "error_bars": {"mean reaction time (ms)": [14.4, 12.8]},
                "error_bar_meaning": "95% CI",
                "x_label": "group",
                "y_label": "reaction time (ms)",
                "title": "Mean reaction time by group (±95% CI)",
            },
            "Bar chart of group means with 95% confidence-interval error bars",
        ),
        "The intervals do not overlap, which is consistent with a real difference of about 44 ms. Mention in the caption that bars hide the distribution; the box plot is still worth keeping in the supplement.",
    ),
    vqa(
        "data-visualization",
        "Can you plot this table from my paper as a grouped bar chart so the improvements are easier to see?",
        "acad_results_table",
        "Your full system improves over the baseline on all three pairs: +3.3 BLEU on En–De (27.3 → 30.6), +2.9 on De–En (31.0 → 33.9) and +2.1 on En–Ro (33.2 → 35.3). Each added component helps, with back-translation giving the largest single gain.",
        code(
            "grouped_bar",
            {
                "x": ["En–De", "De–En", "En–Ro"],
                "series": {
                    "Transformer baseline": [27.3, 31.0, 33.2],
                    "+ back-translation": [28.9, 32.4, 34.1],
                    "+ distillation": [29.4, 32.8, 34.6],
                    "Ours (full)": [30.6, 33.9, 35.3],
                },
                "x_label": "language pair",
                "y_label": "BLEU",
                "title": "BLEU on test sets",
            },
            "Grouped bar chart of BLEU by system and language pair",
        ),
        "Start the y-axis around 25 rather than 0 so the 1–3 point differences are visible, and say so in the caption.",
    ),
    vqa(
        "concept-illustration",
        "Why does the gradient descent path zigzag like this instead of going straight to the minimum?",
        "acad_contour_gd",
        "Because the loss surface is **ill-conditioned**: the valley is about 10 times narrower across (w2) than along it (w1). Gradient descent always steps along the steepest direction, which here points mostly across the valley, so with a step size large enough to make progress along w1, each step overshoots in w2 and bounces to the other side.",
        "In numbers, the curvature along w2 is 100 times the curvature along w1 (8 vs 0.08), so the learning rate that is nearly unstable for w2 is far too small for w1: the path oscillates in w2 while creeping slowly along w1.",
        "Fixes that straighten the path:\n\n- **Momentum**: averages successive gradients so the back-and-forth components cancel and the along-valley component accumulates.\n- **Adaptive methods (Adam, RMSProp)**: scale each coordinate's step by its gradient history.\n- **Feature scaling / normalisation**: makes the contours rounder in the first place.",
        code(
            "contour_with_paths",
            {
                "function": "f(w1, w2) = w1^2/25 + 4*w2^2",
                "start": [-10, 3],
                "paths": {
                    "gradient descent (lr 0.23)": {"steps": 25},
                    "momentum (lr 0.05, beta 0.9)": {"steps": 25},
                },
                "x_label": "w1",
                "y_label": "w2",
                "title": "Plain gradient descent vs. momentum",
            },
            "Contour plot comparing the zigzag GD path with a smoother momentum path",
        ),
    ),
    qa(
        "result-interpretation",
        "Going by this paper's ablation, which component matters most for their model?",
        "**Pretraining** matters most: removing it drops test accuracy from 84.2 % to 76.5 %, a loss of 7.7 points. Attention pooling is next (−5.1), followed by the contrastive loss (−3.2) and data augmentation (−1.5).",
        ref(0, "The paper's ablation bar chart"),
        "Pretraining alone costs more than the contrastive-loss and augmentation ablations combined (7.7 vs. 4.7 points).",
        code(
            "bar",
            {
                "x": [
                    "w/o pretraining",
                    "w/o attention pooling",
                    "w/o contrastive loss",
                    "w/o data augmentation",
                ],
                "series": {"accuracy drop (points)": [7.7, 5.1, 3.2, 1.5]},
                "x_label": "ablated component",
                "y_label": "drop vs. full model (points)",
                "title": "Accuracy drop when removing each component",
            },
            "Bar chart of the accuracy drop caused by each ablation",
        ),
        "Note that these are single-removal ablations, so they do not show interactions: the components may overlap, and the drops need not add up to the total gain.",
        docs=(
            Doc(
                "Excerpt: Section 5.3 Ablation study",
                "We ablate each component of our model on the held-out test set (Figure 3). Removing pretraining causes the largest degradation, while data augmentation contributes the least. All numbers are averaged over three seeds.",
                ("acad_ablation_bar",),
            ),
        ),
    ),
    qa(
        "result-interpretation",
        "What does the straight line on this log-log plot in the paper actually tell us?",
        "It tells you that loss follows a **power law** in compute: a straight line on log-log axes means L = a·C^(−0.050). Every 10× increase in training compute multiplies the loss by 10^(−0.05) ≈ 0.89, i.e. it cuts loss by about 11 %, consistently across the whole range from 10^18 to 10^22 FLOPs.",
        ref(0, "The paper's log-log plot of validation loss versus compute"),
        "Two practical consequences: returns are diminishing in absolute terms (each 11 % cut needs 10× more compute), and the fit lets you extrapolate the loss of a bigger run before paying for it, as long as nothing else (data, architecture) becomes the bottleneck.",
        code(
            "line",
            {
                "x": [1e18, 1e19, 1e20, 1e21, 1e22, 1e23],
                "series": {
                    "power-law fit L = 3.2·(C/1e18)^-0.05": [3.2, 2.852, 2.542, 2.266, 2.02, 1.8]
                },
                "x_scale": "log",
                "x_label": "training compute (FLOPs)",
                "y_label": "validation loss",
                "title": "Power-law fit extrapolated one decade (dashed beyond 1e22)",
            },
            "Plot of the fitted power law on a log compute axis, extrapolated to 1e23 FLOPs",
        ),
        docs=(
            Doc(
                "Excerpt: Scaling behaviour",
                "Figure 2 shows validation loss against training compute for eight model sizes trained to convergence. The points are well described by a power law L ∝ C^-0.050 over four orders of magnitude.",
                ("acad_scaling_plot",),
            ),
        ),
    ),
    qa(
        "result-interpretation",
        "Our A/B test: variant A converted 4.1%, variant B 4.6%, 15,000 users each, p = 0.03. What does this mean in practice?",
        "B very likely converts better than A, but the size of the improvement is uncertain. The observed lift is 0.5 percentage points (about 12 % relative), and the 95 % confidence interval for the difference is roughly 0.04 to 0.96 points.",
        "p = 0.03 means that if A and B truly converted equally, a gap at least this large would appear only about 3 % of the time by chance. It does not mean there is a 97 % chance that B is better, and it says nothing about whether the lift is worth the cost.",
        code(
            "bar",
            {
                "x": ["A", "B"],
                "series": {"conversion rate (%)": [4.1, 4.6]},
                "error_bars": {"conversion rate (%)": [0.32, 0.34]},
                "error_bar_meaning": "95% CI",
                "x_label": "variant",
                "y_label": "conversion rate (%)",
                "title": "Conversion by variant (n = 15,000 each)",
            },
            "Bar chart of conversion rates with 95% confidence intervals",
        ),
        "Practically: ship B if it has no extra cost, but plan for a lift anywhere from tiny to nearly 1 point. If you ran several variants or peeked at results repeatedly, treat p = 0.03 with more caution.",
    ),
    qa(
        "result-interpretation",
        "A reviewer says our improvement is within noise. Our 3 seeds: 71.2, 72.8, 70.9; baseline seeds: 70.4, 71.5, 70.1. Is the reviewer right?",
        "The reviewer has a fair point. Your mean is 71.6 (SD 1.0) against the baseline's 70.7 (SD 0.7), a gap of 0.97 points, but with three seeds each a Welch t-test gives t ≈ 1.3 (p ≈ 0.27), which is far from significant. One of your seeds (70.9) is below one of the baseline's (71.5).",
        code(
            "strip_plot",
            {
                "groups": {"baseline": [70.4, 71.5, 70.1], "ours": [71.2, 72.8, 70.9]},
                "show_mean": True,
                "y_label": "accuracy (%)",
                "title": "Per-seed results with means",
            },
            "Dot plot of the individual seeds and the group means",
        ),
        "To answer the reviewer convincingly:\n\n1. Run more seeds (10 or more per method) and report mean ± standard deviation or a confidence interval.\n2. Use paired comparisons if seeds share data splits.\n3. Report the effect on several datasets; a consistent direction is more persuasive than one noisy gap.",
    ),
    qa(
        "concept-illustration",
        "Can you explain backpropagation intuitively? How does the error actually flow backwards through a network?",
        "Backpropagation is the chain rule applied efficiently: after a forward pass computes the loss, each layer receives the gradient of the loss with respect to its output and passes back the gradient with respect to its input, multiplying by its own local derivative on the way.",
        "Take a tiny network x → (×w1) → h → (×w2) → ŷ → loss. The gradient for w2 is ∂L/∂ŷ · h, and for w1 it is ∂L/∂ŷ · w2 · x: the error signal ∂L/∂ŷ is reused and scaled by every weight it passes through. That reuse is why backprop costs about as much as one extra forward pass instead of one pass per weight.",
        code(
            "computational_graph",
            {
                "nodes": ["x", "w1", "h = w1·x", "w2", "ŷ = w2·h", "L = (ŷ − y)²"],
                "forward_edges": [
                    ["x", "h = w1·x"],
                    ["w1", "h = w1·x"],
                    ["h = w1·x", "ŷ = w2·h"],
                    ["w2", "ŷ = w2·h"],
                    ["ŷ = w2·h", "L = (ŷ − y)²"],
                ],
                "backward_labels": {
                    "ŷ": "∂L/∂ŷ = 2(ŷ − y)",
                    "w2": "∂L/∂w2 = ∂L/∂ŷ · h",
                    "h": "∂L/∂h = ∂L/∂ŷ · w2",
                    "w1": "∂L/∂w1 = ∂L/∂h · x",
                },
                "title": "Forward values (black) and backward gradients (red)",
            },
            "Computational graph with forward arrows and backward gradient labels",
        ),
        "The optimiser then nudges every weight against its gradient. Problems such as vanishing gradients arise when many small local derivatives are multiplied along a long path.",
    ),
    qa(
        "concept-illustration",
        "I can't picture stride vs. padding in a convolution. What do they do to the output size?",
        "**Stride** is how far the kernel jumps between positions; **padding** adds a border of zeros around the input. Output size = ⌊(n + 2p − k) / s⌋ + 1 for input size n, kernel k, padding p and stride s.",
        "With a 5×5 input and a 3×3 kernel: no padding and stride 1 gives 3×3; stride 2 skips every other position and gives 2×2; padding 1 with stride 1 keeps the output at 5×5 ('same' convolution).",
        code(
            "grid_diagram",
            {
                "input_size": 5,
                "kernel_size": 3,
                "panels": [
                    {"stride": 2, "padding": 0, "output_size": 2, "show_kernel_positions": True},
                    {"stride": 1, "padding": 1, "output_size": 5, "show_zero_border": True},
                ],
                "title": "Stride 2 without padding vs. stride 1 with padding 1",
            },
            "Side-by-side grid diagrams of a 3x3 kernel sliding with stride 2 and with padding 1",
        ),
        "Use stride to downsample cheaply and padding to keep border pixels from being under-used and to preserve spatial size.",
    ),
    qa(
        "concept-illustration",
        "Can you explain the photoelectric effect with a picture? Why does the light's colour matter more than its brightness?",
        "Light arrives as photons of energy E = hf. An electron is ejected from a metal only if a single photon carries at least the metal's work function φ; any extra energy becomes the electron's kinetic energy, K_max = hf − φ. Brighter light means more photons, not more energetic ones, so below the threshold frequency no brightness will free electrons.",
        diff(
            "Clean educational illustration: a metal plate on the left, wavy arrows of violet light hitting it and knocking out small blue electrons with speed lines, while red light wavy arrows bounce off without ejecting any electrons, white background, flat vector style, no text.",
            "Concept illustration of violet light ejecting electrons while red light does not",
        ),
        "The linear relation between frequency and electron energy is the experiment's signature; the slope is Planck's constant, independent of the metal. For sodium (φ ≈ 2.3 eV) the threshold is about 5.5 × 10^14 Hz, in the green part of the spectrum.",
        code(
            "line",
            {
                "x": [5.0, 5.56, 6.0, 7.0, 8.0, 9.0],
                "series": {"K_max for sodium (eV)": [0, 0, 0.18, 0.59, 1.01, 1.42]},
                "x_label": "frequency (10^14 Hz)",
                "y_label": "maximum kinetic energy (eV)",
                "title": "K_max = hf − φ (sodium, φ ≈ 2.3 eV)",
                "annotations": [{"x": 5.56, "text": "threshold frequency"}],
            },
            "Line chart of electron kinetic energy versus light frequency with the threshold marked",
        ),
    ),
    qa(
        "concept-illustration",
        "How does a Fourier transform break a signal into frequencies? I'd love to actually see it.",
        "A Fourier transform measures how much of each pure sine wave a signal contains. It correlates the signal with sines and cosines of every frequency; frequencies that match the signal give a large value, others average out to near zero.",
        "Example: a signal made of a 5 Hz wave plus a weaker 12 Hz wave looks messy in time, but its spectrum shows exactly two peaks, at 5 Hz (amplitude 1.0) and 12 Hz (amplitude 0.5).",
        code(
            "line",
            {
                "x": "t from 0 to 1 s, 1000 samples",
                "series": {"signal": "sin(2π·5t) + 0.5·sin(2π·12t)"},
                "x_label": "time (s)",
                "y_label": "amplitude",
                "title": "Time domain: 5 Hz + 12 Hz",
            },
            "Time-domain plot of the combined signal",
        ),
        code(
            "stem",
            {
                "x": [0, 2, 4, 5, 6, 8, 10, 12, 14, 16],
                "series": {"amplitude": [0, 0, 0, 1.0, 0, 0, 0, 0.5, 0, 0]},
                "x_label": "frequency (Hz)",
                "y_label": "amplitude",
                "title": "Frequency domain: two peaks",
            },
            "Spectrum with peaks at 5 Hz and 12 Hz",
        ),
        "The same idea underlies audio equalisers, JPEG compression and MRI reconstruction.",
    ),
    qa(
        "concept-illustration",
        "What is the bias-variance tradeoff? Every explanation I read is abstract.",
        "It is the tension between models that are too simple to capture the pattern (**high bias**, underfitting) and models so flexible they fit the noise (**high variance**, overfitting). Expected test error = bias² + variance + irreducible noise, so as model complexity grows, bias falls, variance rises, and test error traces a U-shape.",
        code(
            "line",
            {
                "x": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
                "series": {
                    "bias²": [1.0, 0.6, 0.36, 0.22, 0.14, 0.09, 0.06, 0.04, 0.03, 0.02],
                    "variance": [0.02, 0.03, 0.05, 0.08, 0.12, 0.18, 0.26, 0.37, 0.5, 0.66],
                    "total test error": [1.12, 0.73, 0.51, 0.4, 0.36, 0.37, 0.42, 0.51, 0.63, 0.78],
                },
                "x_label": "model complexity",
                "y_label": "error",
                "title": "Bias-variance tradeoff (noise = 0.1)",
            },
            "Line chart of bias squared, variance and total error versus model complexity",
        ),
        "Concretely: fitting a straight line to curved data gives the same wrong curve whatever sample you draw (bias); fitting a degree-15 polynomial gives a wildly different curve for each sample (variance). You pick complexity at the bottom of the U, usually via cross-validation, and regularisation lets you move along the curve smoothly.",
    ),
    qa(
        "concept-illustration",
        "Based on this textbook section, how does self-attention let each word look at the other words?",
        "Each token is projected into a **query**, a **key** and a **value** vector. A token's query is compared with every token's key (a dot product, scaled by √d); a softmax turns those scores into weights, and the token's new representation is the weighted average of all values. Words that are relevant to each other get high weights.",
        ref(0, "The textbook's transformer block diagram, where attention sits in the encoder"),
        "For the sentence 'The animal didn't cross the street because it was tired', the token 'it' should attend mostly to 'animal', with a smaller weight on 'street' and little on the rest.",
        code(
            "heatmap",
            {
                "rows": ["it"],
                "columns": [
                    "The",
                    "animal",
                    "didn't",
                    "cross",
                    "the",
                    "street",
                    "because",
                    "it",
                    "was",
                    "tired",
                ],
                "values": [[0.03, 0.52, 0.04, 0.05, 0.02, 0.14, 0.04, 0.08, 0.03, 0.05]],
                "title": "Illustrative attention weights of the token 'it'",
                "color_label": "attention weight",
            },
            "Heat map of illustrative attention weights from 'it' to the other words",
        ),
        "Multi-head attention runs several such attention patterns in parallel, so different heads can track different relations (syntax, coreference, position).",
        docs=(
            Doc(
                "Textbook §9.2 The transformer encoder",
                "An encoder layer consists of a multi-head self-attention sub-layer and a position-wise feed-forward sub-layer, each wrapped in a residual connection followed by layer normalisation (Figure 9.3). Self-attention computes softmax(QK^T/√d)V.",
                ("acad_transformer_block",),
            ),
        ),
    ),
    qa(
        "data-visualization",
        "Can you plot the Mauna Loa CO2 annual means for 1960, 1980, 2000 and 2020? I have 316.9, 338.8, 369.7 and 414.2 ppm.",
        "CO2 rose by about 97 ppm over those 60 years, and the rise is accelerating: roughly 1.1 ppm per year in 1960–1980, 1.5 ppm per year in 1980–2000 and 2.2 ppm per year in 2000–2020.",
        code(
            "line",
            {
                "x": [1960, 1980, 2000, 2020],
                "series": {"CO2 (ppm)": [316.9, 338.8, 369.7, 414.2]},
                "x_label": "year",
                "y_label": "CO2 annual mean (ppm)",
                "title": "Atmospheric CO2 at Mauna Loa",
                "markers": True,
            },
            "Line chart of annual mean CO2 at Mauna Loa, 1960-2020",
        ),
        "With only four points the chart shows the trend but not the seasonal cycle; the full monthly record would reveal the yearly ±3 ppm oscillation on top of the rise.",
    ),
    qa(
        "data-visualization",
        "Here are my shop's monthly sales (in $k) for last year: 120, 115, 130, 142, 150, 165, 172, 168, 155, 160, 190, 230. Can you chart them with a 3-month moving average?",
        "Sales grew steadily through the year with a summer plateau and a strong holiday peak: the 3-month moving average rises from 121.7 in March to 193.3 in December.",
        code(
            "line",
            {
                "x": [
                    "Jan",
                    "Feb",
                    "Mar",
                    "Apr",
                    "May",
                    "Jun",
                    "Jul",
                    "Aug",
                    "Sep",
                    "Oct",
                    "Nov",
                    "Dec",
                ],
                "series": {
                    "monthly sales ($k)": [
                        120,
                        115,
                        130,
                        142,
                        150,
                        165,
                        172,
                        168,
                        155,
                        160,
                        190,
                        230,
                    ],
                    "3-month moving average": [
                        None,
                        None,
                        121.7,
                        129.0,
                        140.7,
                        152.3,
                        162.3,
                        168.3,
                        165.0,
                        161.0,
                        168.3,
                        193.3,
                    ],
                },
                "x_label": "month",
                "y_label": "sales ($k)",
                "title": "Monthly sales with 3-month moving average",
            },
            "Line chart of monthly sales with a 3-month moving average",
        ),
        "The moving average smooths the September dip (155) and shows the underlying trend; the December spike (230) is clearly seasonal, so compare it with last December rather than with November.",
    ),
    qa(
        "data-visualization",
        "Roughly how is the world's population split between continents? A pie chart would help.",
        "Asia is home to about 59 % of the world's people, Africa about 18 %, Europe about 9 %, Latin America and the Caribbean about 8 %, Northern America about 5 % and Oceania under 1 % (approximate 2023 figures, about 8 billion people in total).",
        code(
            "pie",
            {
                "labels": [
                    "Asia",
                    "Africa",
                    "Europe",
                    "Latin America & Caribbean",
                    "Northern America",
                    "Oceania",
                ],
                "values": [59.2, 17.9, 9.3, 8.2, 4.7, 0.6],
                "unit": "% of world population",
                "title": "World population by region, 2023 (approx.)",
            },
            "Pie chart of world population share by region",
        ),
        "Africa's share is the fastest growing: UN projections put it at roughly a quarter of humanity by 2050.",
    ),
    qa(
        "data-visualization",
        "I ran a course survey on a 5-point scale. Q1 'Clear lectures': 5/10/15/40/30 %, Q2 'Useful labs': 2/8/20/45/25 %, Q3 'Fair grading': 15/25/20/25/15 %, Q4 'Workload OK': 20/30/25/15/10 % (strongly disagree to strongly agree). How should I visualise it?",
        "A **diverging stacked bar chart** is the standard choice for Likert data: disagreement extends left of a centre line, agreement right, and neutral is split across the middle. It immediately shows that lectures and labs are rated well (70 % agree), grading is split, and workload is the clear problem (50 % disagree).",
        code(
            "diverging_stacked_bar",
            {
                "questions": ["Clear lectures", "Useful labs", "Fair grading", "Workload OK"],
                "levels": ["strongly disagree", "disagree", "neutral", "agree", "strongly agree"],
                "values": [
                    [5, 10, 15, 40, 30],
                    [2, 8, 20, 45, 25],
                    [15, 25, 20, 25, 15],
                    [20, 30, 25, 15, 10],
                ],
                "unit": "%",
                "title": "Course survey responses",
            },
            "Diverging stacked bar chart of the four Likert questions",
        ),
        "Sort the questions by net agreement if there are many, and avoid averaging Likert scores into a single number unless you state that assumption.",
    ),
    qa(
        "data-visualization",
        "Please plot the enzyme activity against temperature from my lab report and tell me the optimum.",
        "Activity peaks at **37 °C (0.52 µmol/min)** and falls off on both sides: slowly below the optimum and sharply above 45 °C, where the enzyme starts to denature; at 65 °C it is almost inactive (0.04).",
        code(
            "line",
            {
                "x": [20, 30, 37, 45, 55, 65],
                "series": {"activity (µmol/min)": [0.21, 0.38, 0.52, 0.47, 0.18, 0.04]},
                "x_label": "temperature (°C)",
                "y_label": "enzyme activity (µmol/min)",
                "title": "Enzyme activity vs. temperature",
                "markers": True,
                "annotations": [{"x": 37, "text": "optimum"}],
            },
            "Line chart of enzyme activity against temperature with the optimum marked",
        ),
        "Because you measured only every 7–10 °C, the true optimum could lie anywhere between about 33 and 42 °C; a few extra points in that range would pin it down.",
        docs=(
            Doc(
                "Lab report: Temperature dependence of catalase activity",
                "Activity was measured in triplicate at six temperatures. Mean activity (µmol/min): 20 °C 0.21; 30 °C 0.38; 37 °C 0.52; 45 °C 0.47; 55 °C 0.18; 65 °C 0.04.",
                (),
            ),
        ),
    ),
    qa(
        "result-interpretation",
        "A trial reports median survival of 14 months with the new drug vs 9 months with standard care, hazard ratio 0.68 (95% CI 0.55-0.84). How should I read that?",
        "The new drug lowered the risk of death at any given time by about 32 % compared with standard care (hazard ratio 0.68), and the confidence interval (0.55–0.84) excludes 1, so the benefit is statistically convincing. Half of patients on the new drug were still alive at 14 months, versus 9 months on standard care.",
        code(
            "step",
            {
                "x_label": "months since randomisation",
                "y_label": "proportion alive",
                "title": "Illustrative Kaplan–Meier curves (median 14 vs. 9 months)",
                "series": {
                    "new drug": {
                        "x": [0, 3, 6, 9, 12, 14, 18, 24],
                        "y": [1.0, 0.9, 0.77, 0.64, 0.55, 0.5, 0.4, 0.28],
                    },
                    "standard care": {
                        "x": [0, 3, 6, 9, 12, 14, 18, 24],
                        "y": [1.0, 0.86, 0.67, 0.5, 0.39, 0.33, 0.24, 0.14],
                    },
                },
                "reference_line": 0.5,
            },
            "Illustrative survival curves crossing the 50% line at 9 and 14 months",
        ),
        "A hazard ratio compares risk over the whole follow-up, while the medians are single points on the curves; check whether the curves separate early and stay apart, and weigh the 5-month gain against side effects and cost.",
    ),
    qa(
        "concept-illustration",
        "What is a p-value, visually? I keep confusing it with the probability that the hypothesis is true.",
        "A p-value is the area in the tail(s) of the null distribution beyond your observed test statistic: the probability of data at least as extreme as yours **if the null hypothesis were true**. It is not the probability that the null (or your hypothesis) is true.",
        code(
            "distribution_plot",
            {
                "distribution": "standard normal",
                "observed_statistic": 2.1,
                "shade": "both tails beyond |z| = 2.1",
                "shaded_area_label": "p = 0.036",
                "x_label": "z (test statistic under H0)",
                "y_label": "density",
                "title": "Two-sided p-value for z = 2.1",
            },
            "Normal curve with both tails beyond z = 2.1 shaded",
        ),
        "In the example, z = 2.1 leaves about 1.8 % in each tail, so p ≈ 0.036. A small p says your data would be surprising under the null; how likely the hypothesis is also depends on prior plausibility, which the p-value ignores.",
    ),
)


# =========================================================================== Manual

MANUAL: tuple[Spec, ...] = (
    vqa(
        "part-identification",
        "Just got a new router. Which of these ports does the cable from my ISP's modem go into?",
        "man_router_back",
        "Plug the modem cable into the **blue port labelled WAN**, second from the left after the power button. The four yellow LAN ports are for computers, consoles and other wired devices in your home.",
        edit(
            0,
            "Draw a bright green rectangle around the blue WAN port with the label 'modem cable here', and a yellow bracket under the four LAN ports labelled 'your devices'.",
            "Router back panel with the WAN port highlighted",
        ),
        "After connecting, power-cycle the modem first, then the router, and wait until the Internet LED on top turns green.",
    ),
    vqa(
        "troubleshooting",
        "The light with the little globe on my router has been orange all morning and nothing loads. What's wrong?",
        "man_router_back",
        "An amber Internet (globe) LED means the router is powered and Wi-Fi is up, but it is **not getting an internet connection from the modem or your provider**. The fault is between the WAN port and the outside world.",
        edit(
            0,
            "Circle the amber 'Internet' LED in red and the blue WAN port in red, and connect them with a dashed arrow labelled 'check this link'.",
            "Router with the amber Internet LED and the WAN port circled",
        ),
        "Work through these in order:\n\n1. Check the cable in the blue WAN port is clicked in at both ends (router and modem).\n2. Turn off the modem and router, wait 30 seconds, switch on the modem, wait until its lights settle, then switch on the router.\n3. Look at the modem's own lights: if its online light is off too, the outage is on the provider's side, so check their status page or call them.\n4. Only if the modem is online but the LED stays amber, log into the router and check the WAN connection type (DHCP, PPPoE credentials).",
    ),
    vqa(
        "part-identification",
        "What are all the bits on my new espresso machine? The manual is in a language I can't read.",
        "man_espresso_machine",
        "From back to front: the **water tank** (clear box at the rear left), the **pressure gauge** at the top, two **shot buttons** (one dot = single, two dots = double), the orange **descale indicator**, the **group head** with the **portafilter** locked in underneath, the **steam wand** with its knob on the right, and the removable **drip tray** with a grille at the bottom.",
        edit(
            0,
            "Add clean labels with leader lines to: water tank, pressure gauge, single-shot button, double-shot button, descale light, group head, portafilter, steam wand, steam knob and drip tray.",
            "Espresso machine with all parts labelled",
        ),
        "During extraction the gauge needle should sit roughly in the middle of its range (around 9 bar on most machines); the descale light comes on when it is time to descale.",
    ),
    vqa(
        "troubleshooting",
        "My front-loader shows F21 (the manual says 'long drain') and there's still water in the drum. How do I fix it?",
        "man_washing_error",
        "F21 means the machine could not pump the water out in time, almost always because the **drain-pump filter is clogged** or the drain hose is kinked. Clean the filter first; it sits behind the small hatch at the bottom left.",
        edit(
            0,
            "Highlight the small square hatch at the bottom left with a red outline and the label 'drain-pump filter', and add a note 'F21 = long drain' next to the display.",
            "Washing machine with the drain-filter hatch highlighted",
        ),
        "1. Unplug the machine and put towels and a shallow tray under the hatch; several litres can come out.\n2. Open the hatch, pull out the small drain tube if there is one and let the water run into the tray.\n3. Unscrew the filter anticlockwise slowly, then remove lint, coins, hair ties or socks and rinse it.\n4. Screw it back firmly, close the hatch, plug in and run a *Drain & Spin* cycle.\n\nIf F21 returns with a clean filter, check the drain hose behind the machine for kinks or a blocked standpipe; a humming but non-pumping pump needs a technician.",
    ),
    vqa(
        "troubleshooting",
        "My chain won't shift onto the biggest cog at the back, it just rattles. Which screw on this derailleur do I turn?",
        "man_bike_derailleur",
        "Start with the **barrel adjuster**, then the **L limit screw**. A chain that reaches for the largest cog but rattles usually means the cable is slightly slack; if the derailleur physically stops short of the cog, the L screw is set too tight.",
        edit(
            0,
            "Highlight the 'L limit screw' and the 'barrel adjuster' with bright green circles and add small curved arrows showing anticlockwise rotation next to each.",
            "Derailleur diagram with the L screw and barrel adjuster highlighted",
        ),
        "1. Shift to the second-largest cog and turn the barrel adjuster **anticlockwise** half a turn at a time; this adds cable tension and moves the derailleur toward the bigger cogs.\n2. If the chain still won't climb, turn the **L screw anticlockwise** a quarter turn and try again.\n3. Stop as soon as it shifts cleanly: too much L adjustment lets the chain fall into the spokes, so check by gently pushing the derailleur inward by hand while in the largest cog.",
    ),
    vqa(
        "troubleshooting",
        "I'm on step 3 of this bookshelf and the back panel won't slide into the grooves. What am I doing wrong?",
        "man_flatpack_steps",
        "The frame is almost certainly not square or not fully tightened, so the grooves in the top, bottom and side panel no longer line up. Loosen nothing; instead make sure every cam lock from step 2 is turned fully (arrow pointing at the dowel) and that all joints are closed with no gap.",
        edit(
            0,
            "In panel 3, highlight the grooves along the inside edges with orange lines and add the note 'grooves must line up: check cam locks from step 2', and mark the 'smooth side in' text in bold red.",
            "Instruction panel 3 with the grooves and the panel orientation highlighted",
        ),
        "Then check two things: the back panel must enter with the smooth side facing the inside of the shelf, and the frame should be lying flat on its front edge so gravity isn't twisting it. Measuring both diagonals helps: if they are equal the frame is square and the panel will slide in with light pressure.",
    ),
    vqa(
        "troubleshooting",
        "Half my kitchen outlets suddenly died. This is my breaker panel; what do I do?",
        "man_breaker_panel",
        "**Breaker 7, 'Kitchen outlets', has tripped**: its handle is stuck in the middle position instead of ON. Reset it by first pushing it firmly all the way to OFF, then back to ON.",
        edit(
            0,
            "Draw a thick red circle around breaker 7 'Kitchen outlets' and add an arrow showing the handle moving fully to OFF and then to ON.",
            "Breaker panel with the tripped breaker 7 circled",
        ),
        "Before resetting, unplug or switch off the appliances on those outlets, since an overload (kettle plus toaster, for example) is the usual cause. If the breaker trips again immediately with nothing plugged in, leave it off and call an electrician, as that points to a short circuit. Also check the kitchen outlets for a GFCI outlet with a tripped RESET button, which can cut power to the downstream outlets by itself.",
    ),
    vqa(
        "part-identification",
        "I need to replace the cartridge in my single-handle faucet. Which part is it in this diagram, and what's holding it in?",
        "man_faucet_exploded",
        "The **cartridge** is the white cylinder in the middle with the stem on top. It is held in by the brass **retaining nut** directly above it, which sits under the decorative cap and the handle.",
        edit(
            0,
            "Highlight the cartridge in green with the label 'replace this' and the retaining nut in orange with the label 'unscrew this first'.",
            "Faucet diagram with the cartridge and retaining nut highlighted",
        ),
        "To reach it: shut off the water under the sink, loosen the set screw on the side of the handle (usually a 2.5 mm or 3 mm hex key) and lift off the handle, unscrew the cap, then turn the retaining nut anticlockwise. Pull the cartridge straight up, noting which way it faces, and take it to the shop to match the replacement.",
    ),
    qa(
        "step-by-step-procedure",
        "How do I descale my espresso machine? The descale light is on.",
        "Descale with the machine's own descale mode; it takes about 30 minutes.",
        ref(0, "The manual's four-step descaling guide"),
        "1. **Fill**: empty the tank, add one sachet (or the dose on the bottle) of descaler and top up with water to MAX.\n2. **Place a container**: put a container of at least 1 litre under both the group head and the steam wand, with the portafilter removed.\n3. **Run**: hold the descale button for 3 seconds. The machine pushes about half the solution through the group head and the rest through the steam wand; open the steam knob when it prompts you.\n4. **Rinse**: rinse the tank thoroughly, refill with clean water and run two full tanks through the same way.\n\nUse only descaler meant for espresso machines; vinegar can damage seals and leave a taste.",
        docs=(
            Doc(
                "Espresso machine manual – Maintenance: Descaling",
                "Descale when the orange indicator lights up, or every 2–3 months in hard-water areas. Use the supplied descaler only. The cycle runs the solution through the group head and the steam wand, followed by two rinse tanks.",
                ("man_descale_steps",),
            ),
        ),
    ),
    qa(
        "step-by-step-procedure",
        "What order do I assemble this bookshelf in? I want to avoid redoing steps.",
        "Assemble it in four stages, frame first, then back panel, then the second side and shelves.",
        ref(0, "The four-panel bookshelf assembly instructions"),
        "1. Tap the 8 wooden dowels into the side panels.\n2. Attach the top and bottom boards to side panel A and turn each cam lock until its arrow points at the dowel.\n3. Slide the back panel into the grooves with the smooth side facing in; this is the step that squares the frame, so do it before attaching side B.\n4. Attach side panel B, insert the shelf pins and rest the shelves on them.\n\nWork on the floor with the front edge down, and don't over-tighten the cam locks; they only need a half turn.",
        docs=(
            Doc(
                "Bookshelf assembly instructions",
                "Tools needed: Phillips screwdriver, hammer. Do not attach side panel B before the back panel is in place.",
                ("man_flatpack_steps",),
            ),
        ),
    ),
    qa(
        "step-by-step-procedure",
        "Walk me through replacing the cartridge in my faucet using this manual page.",
        "You can swap the cartridge in about 20 minutes with a hex key, an adjustable wrench and the new cartridge.",
        ref(0, "The manual's exploded view of the faucet"),
        "1. Turn off both shut-off valves under the sink and open the faucet to release pressure.\n2. Loosen the set screw on the handle with a hex key and lift the handle off.\n3. Unscrew the decorative cap by hand.\n4. Unscrew the brass retaining nut anticlockwise with the wrench.\n5. Pull the old cartridge straight up; note the orientation of its tabs (usually marked H/C).\n6. Grease the new cartridge's O-rings with silicone plumber's grease and push it in with the same orientation.\n7. Refit the nut (snug, not forced), the cap and the handle, turn the water back on and check for drips.\n\nIf hot and cold come out reversed, pull the cartridge and rotate it 180°.",
        docs=(
            Doc(
                "Single-handle kitchen faucet – Service guide",
                "The faucet uses a ceramic cartridge secured by a retaining nut. Replacement cartridges are sold under part number RC-40. Always shut off water before servicing.",
                ("man_faucet_exploded",),
            ),
        ),
    ),
    qa(
        "step-by-step-procedure",
        "How do I set up this router from scratch according to the quick start guide?",
        "Setup takes about 10 minutes: cable it, power it on in the right order, then finish in the app or browser.",
        ref(0, "The router's rear panel from the quick start guide"),
        "1. Turn off your modem.\n2. Connect the modem's Ethernet cable to the blue **WAN** port.\n3. Plug in the power adapter (DC 12V) and press the POWER button.\n4. Turn the modem back on and wait about 2 minutes until the Internet LED on top turns green.\n5. Join the Wi-Fi network printed on the label underneath, open the setup app or the address on the label in a browser, and set a new Wi-Fi name, password and admin password.\n6. Install any firmware update it offers.\n\nTo start over, hold the RESET pinhole for 10 seconds with a paperclip while the router is on.",
        docs=(
            Doc(
                "Quick start guide",
                "1. Connect the modem to the WAN port. 2. Power on the router. 3. Wait for the Internet LED to turn solid green. 4. Connect to the default Wi-Fi shown on the bottom label and complete setup. Reset: hold RESET for 10 s.",
                ("man_router_back",),
            ),
        ),
    ),
    qa(
        "step-by-step-procedure",
        "How do I change a flat tire on my car? I've never done it.",
        "Park somewhere flat and safe, then: loosen the nuts, jack up, swap the wheel, lower, and tighten. Allow about 30 minutes the first time.",
        "1. Switch on the hazard lights, apply the parking brake and put a wheel chock or a brick behind the wheel diagonally opposite the flat.\n2. With the car still on the ground, loosen each lug nut about half a turn anticlockwise with the wheel wrench.\n3. Place the jack under the reinforced jacking point nearest the flat (marked in the owner's manual, usually a notch on the sill) and raise the car until the tire is about 5 cm off the ground.",
        diff(
            "Instructional illustration of a scissor jack placed under the reinforced pinch-weld jacking point just behind a car's front wheel, close-up side view, clean technical style.",
            "Illustration of correct jack placement under the sill jacking point",
        ),
        "4. Remove the nuts and the wheel, fit the spare, and screw the nuts on by hand.\n5. Lower the car until the tire touches the ground, then tighten the nuts firmly in a star pattern rather than going round in a circle, so the wheel seats evenly.",
        code(
            "bolt_pattern",
            {
                "bolts": 5,
                "tightening_order": [1, 3, 5, 2, 4],
                "title": "Star tightening sequence for a 5-nut wheel",
            },
            "Diagram of a five-nut wheel with the star tightening order numbered",
        ),
        "6. Lower the car fully, give each nut a final tightening, check the spare's pressure and re-check the nuts after about 50 km. A space-saver spare is usually limited to 80 km/h.",
    ),
    qa(
        "step-by-step-procedure",
        "How do I jump-start my car with another car's battery? I'm scared of getting the cables wrong.",
        "Connect the cables in this order: **red to the dead battery's +, red to the good battery's +, black to the good battery's −, black to bare metal on the dead car**, away from its battery. The last connection is made away from the battery so any spark happens far from the hydrogen gas a battery can give off.",
        code(
            "wiring_diagram",
            {
                "components": [
                    "dead battery (+, −)",
                    "good battery (+, −)",
                    "engine block of dead car",
                ],
                "connections": [
                    {"order": 1, "cable": "red", "from": "dead battery +", "to": "red clamp A"},
                    {"order": 2, "cable": "red", "from": "good battery +", "to": "red clamp B"},
                    {"order": 3, "cable": "black", "from": "good battery −", "to": "black clamp A"},
                    {
                        "order": 4,
                        "cable": "black",
                        "from": "unpainted metal on dead car's engine",
                        "to": "black clamp B",
                    },
                ],
                "title": "Jump-start cable order",
            },
            "Wiring diagram of the four jumper-cable connections numbered in order",
        ),
        "Then start the donor car and let it run for a few minutes, and start the dead car. If it cranks weakly, wait another five minutes and try again. Remove the cables in exactly the reverse order (black from the engine block first) and drive for at least 20–30 minutes so the battery recharges.",
    ),
    qa(
        "step-by-step-procedure",
        "How do I tie a bowline knot? I need a fixed loop for sailing.",
        "Make a small overhand loop in the standing part, pass the working end up through it, around behind the standing part, and back down through the small loop. Pull the standing part to tighten.",
        "The classic memory aid: *the rabbit comes up out of the hole, runs around the tree, and goes back down the hole*. The small loop is the hole, the standing part is the tree, and the working end is the rabbit.",
        search("bowline knot step by step diagram", "Step-by-step diagram of tying a bowline"),
        "Leave a tail at least 10–12 times the rope's diameter, and check that the tail ends up inside the big loop. A bowline won't slip or jam under load, but it can shake loose when unloaded, so back it up with a stopper knot for critical uses.",
    ),
    qa(
        "step-by-step-procedure",
        "One of my radiators is cold at the top. How do I bleed it?",
        "A radiator that is cold at the top has trapped air; bleeding it takes a radiator key, a cloth and five minutes.",
        "1. Turn the heating off and let the radiators cool, so you don't get sprayed with hot water.\n2. Find the bleed valve, a small square nut in a top corner of the radiator.\n3. Hold a cloth under it, fit the key and turn anticlockwise about a quarter to half a turn; you'll hear air hissing.\n4. As soon as water starts to drip steadily, close the valve clockwise.",
        diff(
            "Close-up illustration of a hand turning a small brass radiator key in the bleed valve at the top corner of a white panel radiator, a folded cloth held underneath catching a drip, simple realistic style.",
            "Illustration of a radiator key in the bleed valve with a cloth underneath",
        ),
        "5. Check the boiler pressure gauge afterwards: a combi boiler usually needs about 1–1.5 bar when cold. If it dropped, top it up using the filling loop as described in the boiler manual.",
    ),
    qa(
        "part-identification",
        "I keep threading my sewing machine wrong. What's the path the top thread is supposed to follow?",
        "On most home machines the upper thread goes: **spool pin → top thread guide → down the right-hand channel through the tension discs → up to the take-up lever → down the left channel → needle-bar guide → through the needle from front to back**.",
        search(
            "sewing machine upper threading path diagram take-up lever tension discs",
            "Diagram of a sewing machine's upper thread path",
        ),
        "Two habits fix most problems: raise the presser foot before threading, because that opens the tension discs so the thread can seat between them, and turn the handwheel toward you until the take-up lever is at its highest point. If the thread misses the take-up lever you'll get big loops and bird's nests underneath.",
    ),
    qa(
        "part-identification",
        "What do the parts inside a toilet tank do? Mine keeps running and I don't know what's what.",
        "A tank has four working parts: the **fill valve** (tall tower on one side) refills the tank; the **float** on it shuts the fill valve at the right level; the **flapper** at the bottom seals the flush opening and lifts when you press the handle via a **chain**; and the **overflow tube** in the middle sends excess water into the bowl.",
        search(
            "toilet tank parts labeled fill valve flapper overflow tube float",
            "Labelled diagram of the parts inside a toilet tank",
        ),
        "A running toilet is usually one of two things. If the water level is above the top of the overflow tube, lower the float. If the level is fine but water leaks into the bowl, the flapper isn't sealing: a few drops of food colouring in the tank that appear in the bowl within 15 minutes confirm it, and a new flapper is a cheap fix.",
    ),
    qa(
        "part-identification",
        "What does the numbered ring behind the chuck on my drill do? The guide mentions it but doesn't explain.",
        "It is the **clutch collar**. It sets how much torque the drill delivers before the clutch slips with a clicking sound, which stops you stripping screw heads or driving screws too deep. Low numbers slip early (small screws, soft wood); high numbers allow more torque; the drill symbol locks the clutch for full power when drilling holes.",
        edit(
            0,
            "Highlight the clutch collar in bright green and add a small note beside it: 'low number = less torque, drill symbol = clutch off'.",
            "Drill diagram with the clutch collar highlighted",
        ),
        "Start around the middle, drive a test screw, and turn up one or two numbers at a time until the screw sits flush. Use speed 1 on the top selector for driving screws and speed 2 for drilling.",
        docs=(
            Doc(
                "Cordless drill-driver user guide",
                "Your drill-driver has a 20-position clutch, a 2-speed gearbox and an LED work light. Select the clutch setting appropriate to the application.",
                ("man_drill",),
            ),
        ),
    ),
    qa(
        "troubleshooting",
        "My Wi-Fi keeps dropping every evening but works fine in the mornings. Any idea why?",
        "That pattern points to **interference from neighbours' networks**, which are busiest in the evening. On 2.4 GHz only channels 1, 6 and 11 don't overlap each other, so if your router sits on, say, channel 3 it collides with everyone on 1 and 6.",
        code(
            "channel_overlap",
            {
                "band": "2.4 GHz",
                "channels": {"1": 2412, "6": 2437, "11": 2462, "3": 2422},
                "channel_width_mhz": 20,
                "highlight_non_overlapping": [1, 6, 11],
                "x_label": "frequency (MHz)",
                "title": "2.4 GHz channel overlap (20 MHz channels)",
            },
            "Diagram of overlapping 2.4 GHz Wi-Fi channels with 1, 6 and 11 highlighted",
        ),
        "Fixes, in order of impact:\n\n1. Use the **5 GHz band** for devices that support it; it has many more non-overlapping channels.\n2. Set the 2.4 GHz channel manually to whichever of 1, 6 or 11 is least crowded (a Wi-Fi analyser app shows this).\n3. Move the router off the floor and away from microwaves and cordless-phone bases.\n4. Update the router's firmware; dropouts are sometimes a bug.",
    ),
    qa(
        "troubleshooting",
        "My dishwasher leaves a white film on all the glasses. How do I get rid of it?",
        "The cause is usually **hard-water minerals**, and the fix is rinse aid plus, if your machine has one, a topped-up water-softener reservoir. Test first: soak a filmed glass in white vinegar for five minutes. If the film dissolves, it is mineral deposit; if it stays, the glass is etched, which is permanent damage from too much detergent in soft water.",
        search(
            "dishwasher rinse aid dispenser and salt reservoir location",
            "Photo of a dishwasher's rinse-aid dispenser and salt reservoir",
        ),
        "For mineral film: fill the rinse-aid dispenser and raise its dose setting, refill the softener salt and set the hardness level to your local water, and run an empty hot cycle with a cup of vinegar or a dishwasher cleaner on the top rack. For etching, reduce the detergent dose and switch to a gentler detergent.",
    ),
    qa(
        "troubleshooting",
        "My printout has streaky lines and missing colours. The manual says to run a nozzle check; what am I looking for?",
        "Compare your nozzle-check printout with the two patterns in the manual: every stair-step line in each colour block should be continuous. Gaps or missing segments in a block mean nozzles for that colour are clogged.",
        ref(0, "The manual's comparison of a good and a clogged nozzle-check pattern"),
        "In the 'needs cleaning' example the magenta and black blocks have gaps, which matches streaky text and missing reds. Run one **head cleaning** from the printer's maintenance menu and print the check again. If gaps remain after two or three cleanings, switch the printer off and let it rest for at least six hours so the ink can soften the blockage, then clean once more. Replace a cartridge if the same colour keeps failing and is low.",
        docs=(
            Doc(
                "Printer manual – Print quality problems",
                "Print a nozzle check pattern from Maintenance > Nozzle Check. If any segments are missing, run Head Cleaning. Do not run more than three cleanings in a row; cleaning consumes ink.",
                ("man_nozzle_check",),
            ),
        ),
    ),
    qa(
        "troubleshooting",
        "Our breaker trips every time the microwave and the kettle run together. Is the breaker broken?",
        "Probably not: the breaker is doing its job. A typical 15-amp, 120-volt kitchen circuit can supply about 1,800 W, while a 1,500 W kettle and a microwave drawing about 1,500 W from the wall (for roughly 1,000 W of cooking power) together pull around 3,000 W.",
        code(
            "bar",
            {
                "x": [
                    "kettle",
                    "microwave (input)",
                    "both together",
                    "circuit limit (15 A × 120 V)",
                ],
                "series": {"watts": [1500, 1500, 3000, 1800]},
                "x_label": "load",
                "y_label": "power (W)",
                "title": "Kitchen circuit load vs. capacity",
                "highlight": ["both together"],
            },
            "Bar chart comparing appliance loads with the circuit's 1,800 W capacity",
        ),
        "Run the two appliances one at a time, or plug the kettle into an outlet on a different circuit (your panel directory shows which outlets share a breaker). If the breaker trips with only one appliance running, or feels hot, have an electrician check it.",
    ),
    qa(
        "step-by-step-procedure",
        "How do I clean the drain-pump filter on my front-loader? The manual says to do it every few months.",
        "Clean it with the machine unplugged and a tray and towels ready; it takes about 10 minutes.",
        ref(0, "The washing machine with the drain-filter hatch at the bottom left"),
        "1. Unplug the machine and lay towels on the floor in front of the small hatch at the bottom left.\n2. Open the hatch. If there is a small emergency drain hose, pull it out, unplug it over a shallow tray and drain the water before touching the filter.\n3. Turn the filter anticlockwise slowly; more water will come out.\n4. Pull it out, remove lint, hair and small objects, and rinse it under the tap. Check the opening for anything stuck on the pump impeller.\n5. Screw the filter back in clockwise until tight, refit the drain hose and close the hatch.\n6. Run a short rinse cycle and check that nothing leaks from the hatch.",
        docs=(
            Doc(
                "Washing machine user manual – Cleaning the pump filter",
                "Clean the pump filter every 3 months or when error F21 (long drain) appears. The filter is behind the service hatch at the bottom left of the front panel. Water will escape when the filter is removed.",
                ("man_washing_error",),
            ),
        ),
    ),
    qa(
        "step-by-step-procedure",
        "How do I index the rear derailleur so every gear shifts cleanly? I have this diagram from the manual.",
        "Set the limits first, then fine-tune the cable tension with the barrel adjuster.",
        ref(0, "The manual's labelled rear-derailleur diagram"),
        "1. Shift to the smallest cog and the big chainring. Loosen the cable clamp bolt if the cable is attached.\n2. Turn the **H limit screw** until the upper jockey wheel sits directly under the smallest cog.\n3. Pull the cable taut by hand, tighten the clamp bolt, and set the barrel adjuster one turn out from fully in.\n4. Shift to the largest cog (gently pushing the derailleur if needed) and turn the **L limit screw** so the jockey wheel lines up under it without overshooting toward the spokes.\n5. Index: shift back to the smallest cog, then up one click. If the chain hesitates, turn the barrel adjuster anticlockwise a quarter turn; if it jumps two cogs or rattles on the next-bigger cog, turn it clockwise. Check every gear.\n6. Set the B-tension screw so the upper jockey wheel clears the largest cog by about 5–6 mm.",
        docs=(
            Doc(
                "Rear derailleur installation and adjustment",
                "Adjust the limit screws before indexing. Use the barrel adjuster for fine tuning of cable tension. Refer to the parts diagram for screw locations.",
                ("man_bike_derailleur",),
            ),
        ),
    ),
)


# =========================================================================== Recipe

RECIPE: tuple[Spec, ...] = (
    vqa(
        "ingredient-identification",
        "Found these in my grandma's pantry with no labels. What are they and what would I cook with them?",
        "rec_spices",
        "They are three classic warm spices: **(1) star anise**, **(2) cinnamon sticks** and **(3) whole cloves**. All three keep well whole; if they still smell strong when you crush a bit, they are fine to use.",
        edit(
            0,
            "Add neat handwritten-style labels next to each group: 1 'star anise', 2 'cinnamon sticks', 3 'cloves'.",
            "The pantry spices with their names labelled",
        ),
        "- **Star anise**: liquorice-like; one or two pods flavour a whole pot of Vietnamese pho, Chinese red-braised pork or mulled wine.\n- **Cinnamon sticks**: simmer in curries, rice pudding, chai or poaching syrups, then remove.\n- **Cloves**: very strong, so use 3–5; stud an onion for stock, a ham, or add to mulled wine and masala chai.\n\nTogether they are the backbone of mulled wine and of Chinese five-spice (with fennel and Sichuan pepper).",
    ),
    vqa(
        "ingredient-identification",
        "My partner came home with these three mushrooms for a stir-fry. What are they, and do they cook differently?",
        "rec_mushrooms",
        "They are **(1) shiitake**, **(2) enoki** and **(3) oyster mushrooms**, and yes, they need slightly different timing.",
        edit(
            0,
            "Label the three groups: 1 'shiitake', 2 'enoki', 3 'oyster mushroom', in a clean sans-serif font.",
            "The three mushrooms with their names labelled",
        ),
        "- **Shiitake**: meaty and savoury. Remove the tough stems, slice the caps and add them first; they need 3–4 minutes.\n- **Oyster**: tender with a mild flavour. Tear into strips and add after the shiitake for about 2 minutes; they brown nicely on high heat.\n- **Enoki**: delicate and crunchy. Trim the spongy base, separate the strands and toss them in during the last 30–60 seconds so they stay crisp.\n\nDon't crowd the pan: cook in batches if necessary so they sear instead of steaming.",
    ),
    vqa(
        "ingredient-identification",
        "I need something mild for a kids' dinner. Which of these chillies is the hottest, and which can I use?",
        "rec_chilies",
        "Use **A, the jalapeño**, which is the mildest. **C, the habanero**, is by far the hottest, and **B, the small red bird's eye chilli**, is also very hot despite its size.",
        edit(
            0,
            "Add labels under each chilli: A 'jalapeño – mild/medium', B 'bird's eye – very hot', C 'habanero – extremely hot', with a green, orange and red tag respectively.",
            "The three chillies labelled with names and heat levels",
        ),
        code(
            "bar",
            {
                "x": ["jalapeño (A)", "bird's eye (B)", "habanero (C)"],
                "series": {
                    "low end (SHU)": [2500, 50000, 100000],
                    "high end (SHU)": [8000, 100000, 350000],
                },
                "y_scale": "log",
                "x_label": "chilli",
                "y_label": "Scoville heat units (log scale)",
                "title": "Typical heat ranges",
            },
            "Bar chart of typical Scoville ranges for the three chillies on a log scale",
        ),
        "For kids, halve the jalapeño, scrape out the seeds and white ribs (where most of the capsaicin sits) and start with half of it. Wash your hands after handling the habanero and keep it away from eyes.",
    ),
    vqa(
        "ingredient-identification",
        "I picked these up at the Asian grocery for a hot pot night. What are they, and what goes in the broth vs. what gets cooked at the table?",
        ("rec_mushrooms", "rec_spices"),
        "You have hot-pot mushrooms in the first photo (**shiitake, enoki and oyster**) and broth spices in the second (**star anise, cinnamon bark and cloves**). The spices go into the broth; the mushrooms get cooked at the table.",
        edit(
            1,
            "Label the spices: 1 'star anise', 2 'cinnamon (cassia) bark', 3 'cloves', and add a small banner 'for the broth'.",
            "The spice photo labelled and marked as broth ingredients",
        ),
        "**Broth**: simmer 2 star anise, a piece of cinnamon bark and just 2–3 cloves in stock with ginger and scallion for 20–30 minutes, then fish the spices out or use a spice bag.\n\n**At the table**: shiitake take about 3 minutes, oyster mushrooms about 2, and enoki less than a minute, so add the enoki last and eat it while it's still springy.",
        edit(
            0,
            "Label the mushrooms: 1 'shiitake – 3 min', 2 'enoki – under 1 min', 3 'oyster – 2 min', and add a small banner 'cook at the table'.",
            "The mushroom photo labelled with cooking times",
        ),
    ),
    vqa(
        "plating-presentation",
        "Dinner party tonight. How can I make this steak plate look more like a restaurant dish?",
        "rec_plated_steak",
        "Give every element its own place and leave the rim clean: right now the steak hides the mash, the beans are scattered, and the sauce smear on the rim reads as a spill.",
        "1. **Wipe the rim** with a damp paper towel; the rim is the frame.\n2. **Mash first**: spoon it slightly off-centre and drag the back of the spoon through it to make a swoosh.\n3. **Fan the steak**: lean 4–5 slices against the mash, cut side up so the pink centre shows.\n4. **Bundle the beans**: line them up in a neat stack beside the steak instead of scattering.\n5. **Sauce last**: a small pool or a few dots next to the steak, not over it, with the rest served in a jug.\n6. Finish with flaky salt and a sprig of thyme or some chives on the steak.",
        edit(
            0,
            "Re-plate the dish: clean white rim, mashed potato in a single swoosh slightly left of centre, steak slices fanned against it with pink centres visible, green beans in a neat bundle on the right, a small pool of brown sauce beside the steak, a sprig of thyme on top.",
            "The same plate re-arranged in restaurant style",
        ),
    ),
    vqa(
        "plating-presentation",
        "I baked this for my daughter's 6th birthday but I can't pipe at all. How can I decorate it so it looks special?",
        "rec_cake_plain",
        "Use decorations you place rather than pipe: a smooth white cake is the perfect base for a **fresh-fruit crown**, a **sprinkle band** or **drip icing**, all of which look great without any piping skill.",
        "- **Berry crown**: pile strawberries, raspberries and blueberries in a ring on top, dust lightly with icing sugar and add a number-6 candle in the middle.\n- **Sprinkle band**: hold a handful of sprinkles against the lower third of the side while turning the cake; they stick to the frosting.\n- **Easy drip**: pour slightly cooled chocolate ganache (1:1 chocolate to cream) around the top edge with a spoon and let it run down.",
        edit(
            0,
            "Decorate the cake: a ring of fresh strawberries, raspberries and blueberries around the top edge, a light dusting of icing sugar, a band of rainbow sprinkles around the lower third of the side and a number '6' candle in the centre.",
            "The same cake with a berry crown, sprinkle band and number candle",
        ),
        "Decorate within two hours of serving so the fruit stays fresh, and dry the berries well so they don't bleed into the frosting.",
    ),
    vqa(
        "cooking-steps",
        "My sourdough came out like this, dense with a gummy bottom and a big hole under the crust. What went wrong?",
        "rec_bread_crumb",
        "This is an **underproofed loaf**: the tight crumb, the gummy band at the bottom and the large tunnel under the crust (a 'flying crust') all mean the dough didn't ferment long enough before baking, so the gas pushed up in one big pocket instead of opening the whole crumb.",
        edit(
            0,
            "Annotate the loaf: label the large hole under the top crust 'flying crust – underproofed', the shiny band at the bottom 'gummy layer – underproofed or cut too early', and the dense area 'tight crumb – short bulk ferment'.",
            "The loaf cross-section with each defect annotated",
        ),
        "Fixes, roughly in order of impact:\n\n1. **Extend the bulk ferment** until the dough has grown by about 50–75 %, feels airy and shows bubbles on the sides; use time as a guide only.\n2. **Check the starter**: it should double within 4–8 hours of feeding.\n3. **Proof until the poke test springs back slowly.**\n4. **Bake fully** (internal temperature around 96–98 °C) and let the loaf cool at least an hour before slicing; cutting it hot also makes the crumb gummy.",
        diff(
            "Cross-section of a well-fermented sourdough loaf with an open, irregular, glossy crumb, evenly distributed holes, no gummy layer and a thin crackly dark crust, on a wooden board, natural light.",
            "Illustration of the open crumb to aim for",
        ),
    ),
    vqa(
        "cooking-steps",
        "I keep messing up step 3 of these dumpling instructions; my pleats come out flat and the dumpling won't curve. What am I doing wrong?",
        "rec_dumpling_folding",
        "Pleat **only the front layer** of the wrapper and press each pleat against the flat back layer. If you pleat both layers together, the dumpling can't curve into a crescent and the pleats flatten out.",
        edit(
            0,
            "In panel 3, highlight the front edge in orange with the label 'pleat only this layer' and the back edge in blue with the label 'keep flat', and add small numbered arrows showing three pleats folding toward the pinched centre from each side.",
            "Step 3 annotated to show which layer to pleat",
        ),
        "Other tips: keep the filling to about a heaped teaspoon so the edges meet without stretching; make each pleat about 5 mm wide, folding toward the pinched middle; and moisten the back edge with a little water if your wrappers are dry. The crescent shape appears on its own as the front gets shorter than the back.",
    ),
    vqa(
        "plating-presentation",
        "My spaghetti always looks like this on the plate. How do restaurants get that neat nest?",
        "rec_pasta_plate",
        "Twirl the pasta into a tall nest instead of tipping it out, and keep the bowl's rim clean. Restaurants use a carving fork or tongs and a ladle to do it.",
        "1. Toss the spaghetti with the sauce in the pan so it's evenly coated and glossy.\n2. Hold tongs or a long fork upright in the centre of a ladle and twist; the ladle shapes the pasta into a tight nest.\n3. Slide the nest into the centre of a warm bowl and twist it a final half-turn as you lift away.\n4. Spoon a little extra sauce on top, wipe the rim, and finish with basil leaves on top and a grating of parmesan.",
        edit(
            0,
            "Re-plate the spaghetti as a tall, neatly twirled nest in the centre of the bowl with sauce spooned on top, a clean rim, two fresh basil leaves on top and a light snow of grated parmesan.",
            "The same bowl with the spaghetti twirled into a neat nest",
        ),
    ),
    qa(
        "cooking-steps",
        "How do I fold pleated dumplings? The recipe card has pictures but I'd like it explained.",
        "Put the filling in the centre, fold the wrapper in half and pinch the top, then pleat only the front edge toward the middle from both sides.",
        ref(0, "The recipe card's four-step folding guide"),
        "1. Place a heaped teaspoon of filling in the centre and wet half of the wrapper's edge with water.\n2. Fold it into a half-moon and pinch the edges together at the top middle only.\n3. Starting on one side of the pinch, fold small pleats in the front layer and press each one onto the flat back layer; repeat on the other side, always pleating toward the centre.\n4. Press the whole seam firmly to seal. The dumpling naturally curves into a crescent and can stand on its flat base for pan-frying.\n\nKeep the wrappers you're not using under a damp towel so they don't dry out.",
        docs=(
            Doc(
                "Recipe card: Pork and cabbage dumplings",
                "Makes about 40. Filling: 400 g minced pork, 200 g salted and squeezed napa cabbage, ginger, scallion, soy sauce, sesame oil. Folding: see steps 1–4.",
                ("rec_dumpling_folding",),
            ),
        ),
    ),
    qa(
        "cooking-steps",
        "How do I know when my bread dough has finished proofing? My guide mentions a poke test.",
        "Flour a finger and press it about 1 cm into the dough: if the dent springs back **slowly and leaves a small dent**, it's ready to bake.",
        ref(0, "The guide's poke-test comparison of under-, properly and over-proofed dough"),
        "If the dent pops back immediately, the dough is underproofed: give it another 15–30 minutes and test again. If the dent stays put or the dough sighs and deflates, it's overproofed; you can reshape it and proof briefly again, or bake it in a loaf tin for support.\n\nWarm kitchens speed things up a lot, so start testing early; cold-retarded dough springs back more slowly, so judge it after 20 minutes at room temperature.",
        docs=(
            Doc(
                "Bread baking guide: Proofing",
                "The final proof is complete when the dough has grown noticeably and passes the poke test. Timing depends on temperature and starter strength.",
                ("rec_proofing_poke",),
            ),
        ),
    ),
    qa(
        "cooking-steps",
        "How do I make a proper French omelette, the pale rolled kind?",
        "A French omelette is cooked fast over medium heat while you stir constantly, then rolled while the top is still slightly wet; it should have no brown colour at all.",
        "1. Beat 3 eggs with a pinch of salt until no streaks of white remain.\n2. Melt a tablespoon of butter in a 20 cm non-stick pan over medium heat until it foams but doesn't brown.\n3. Add the eggs and immediately stir with a spatula or fork while shaking the pan, so you get very small curds; about 30–60 seconds.\n4. When the eggs are mostly set but still glossy on top, stop stirring and smooth them into an even layer.\n5. Tilt the pan away from you and roll the omelette from the handle side toward the far edge with the spatula.\n6. Tip it onto the plate seam-side down and rub the top with a little butter for shine.",
        diff(
            "Overhead photo-style image of a pale yellow French omelette rolled into a smooth cigar shape with no browning, seam side down on a white plate, glossy with butter, sprinkled with finely chopped chives.",
            "Illustration of a finished pale, rolled French omelette",
        ),
        "If it browns, your pan is too hot; if it turns rubbery, you cooked it too long before rolling.",
    ),
    qa(
        "cooking-steps",
        "How do I spatchcock a chicken? I want it to roast faster.",
        "Cut out the backbone with poultry shears and press the bird flat; a spatchcocked chicken roasts in about 45 minutes at 220 °C instead of 75–90.",
        "1. Put the chicken breast-side down on a board with the tail toward you.\n2. Cut along one side of the backbone from tail to neck with sturdy poultry shears, then along the other side, and remove the backbone (keep it for stock).",
        diff(
            "Instructional illustration from above: a raw whole chicken breast-side down on a cutting board, poultry shears cutting along one side of the backbone, a dotted line marking the cut on the other side, clean kitchen style.",
            "Illustration of cutting out the backbone",
        ),
        "3. Flip the chicken breast-side up, spread the legs outward and press firmly on the breastbone with the heel of your hand until you feel it crack and the bird lies flat.\n4. Tuck the wing tips behind the breast, season all over, and roast skin-side up until the thickest part of the thigh reaches 74 °C.",
        diff(
            "Top-down illustration of a flattened raw spatchcocked chicken, breast side up, legs splayed outward symmetrically, wing tips tucked, on a baking tray.",
            "Illustration of the flattened chicken ready to roast",
        ),
    ),
    qa(
        "cooking-steps",
        "How does reverse searing work, and what internal temperature should I aim for with a medium-rare steak?",
        "For medium-rare, pull the steak at about **52 °C** in the oven and sear it to finish around **55–57 °C**. Reverse searing means cooking the steak slowly first and searing it at the end, which gives edge-to-edge pink instead of a grey band.",
        "1. Season a thick steak (at least 3.5 cm) and put it on a rack over a tray in a 110–120 °C oven.\n2. Cook until the centre is about 5 °C below your target, usually 35–50 minutes; use a probe thermometer.\n3. Sear in a smoking-hot oiled pan for about 60 seconds per side, basting with butter for the last 30 seconds.\n4. It barely needs resting because the slow cook leaves the meat relaxed.",
        code(
            "bar",
            {
                "x": ["rare", "medium-rare", "medium", "medium-well", "well done"],
                "series": {"final internal temperature (°C)": [52, 57, 63, 68, 71]},
                "x_label": "doneness",
                "y_label": "°C",
                "title": "Target final temperatures for steak",
            },
            "Bar chart of final internal temperatures for each steak doneness",
        ),
        diff(
            "Cross-section of a thick reverse-seared ribeye steak on a board: thin dark crust and edge-to-edge even pink medium-rare interior with no grey band, studio lighting.",
            "Illustration of an evenly pink reverse-seared steak cross-section",
        ),
    ),
    qa(
        "cooking-steps",
        "What are the temperatures for tempering dark chocolate, and why do I have to go down and then up again?",
        "For dark chocolate: **melt to 45–50 °C, cool to 27–28 °C, then rewarm to 31–32 °C** and work at that temperature. The down-and-up cycle makes the cocoa butter crystallise in its stable form (form V), which gives snap and shine; melting erases all crystals, cooling forms new ones of several kinds, and rewarming melts the unstable ones so only form V remains.",
        code(
            "line",
            {
                "x": [0, 5, 10, 15, 20, 25],
                "series": {"chocolate temperature (°C)": [20, 48, 48, 27.5, 27.5, 31.5]},
                "x_label": "time (min, schematic)",
                "y_label": "°C",
                "title": "Tempering curve for dark chocolate",
                "bands": [
                    {"from": 45, "to": 50, "label": "melt"},
                    {"from": 27, "to": 28, "label": "cool"},
                    {"from": 31, "to": 32, "label": "work"},
                ],
            },
            "Schematic temperature curve of the melt, cool and rewarm stages",
        ),
        "For milk chocolate use about 45 → 27 → 30 °C and for white about 45 → 26 → 29 °C. Test by dipping a knife tip: well-tempered chocolate sets glossy within about five minutes at room temperature.",
    ),
    qa(
        "cooking-steps",
        "How do I julienne a carrot without it rolling around?",
        "Square the carrot off first so it sits flat, then cut planks, stack them and slice into matchsticks about 2–3 mm thick and 5–6 cm long.",
        "1. Peel and cut the carrot into 5–6 cm lengths.\n2. Slice a thin strip off one side of each piece so it lies flat and can't roll.\n3. Lay it on the flat side and cut it lengthwise into planks about 2–3 mm thick.\n4. Stack two or three planks, then cut them lengthwise into 2–3 mm sticks.",
        diff(
            "Instructional photo-style illustration on a wooden cutting board: a chef's knife, a squared-off carrot segment, a stack of thin carrot planks and a neat pile of fine julienne matchsticks, arranged left to right to show the sequence.",
            "Illustration of the carrot going from squared block to planks to matchsticks",
        ),
        "Keep your guiding hand in a claw with fingertips tucked, and use a sharp knife; a dull one slips on the round surface. A mandoline with a julienne blade is faster for large batches.",
    ),
    qa(
        "cooking-steps",
        "What do the different roux colours mean and how long does each take?",
        "Roux colour is a trade-off between flavour and thickening power: the darker it gets, the nuttier it tastes but the less it thickens. Cook equal weights of fat and flour over medium-low heat, stirring constantly.",
        "- **White** (2–3 min): no colour; for béchamel and creamy sauces.\n- **Blond** (5–10 min): light golden with a faint nutty smell; for velouté and gravies.\n- **Brown / peanut-butter** (20–30 min): for brown sauces and étouffée.\n- **Dark / chocolate** (30–45 min): deep flavour for Cajun gumbo; it thickens least, so you need more of it.",
        diff(
            "Four small saucepans side by side from above, each containing roux of a different colour: creamy white, pale blond, peanut-butter brown and dark chocolate brown, each with a wooden spoon, on a light countertop.",
            "Illustration of the four roux colours side by side",
        ),
        "Once it scorches (black specks, acrid smell), start again; burned roux ruins the dish.",
    ),
    qa(
        "plating-presentation",
        "How do I plate risotto so it doesn't look like porridge?",
        "Serve it loose enough to spread by itself (the Italians call it **all'onda**, 'wavy'), in a warm, wide, shallow bowl, and keep the garnish minimal.",
        "1. Finish the risotto with a splash of stock so it flows slowly when you tilt the pan.\n2. Spoon it into the centre of a warmed shallow bowl and tap the bottom of the bowl on a folded towel on the counter so it spreads into an even round.\n3. Add one focal garnish: a few seared mushrooms, a scallop or a pile of peas, plus a drizzle of good olive oil and a little grated parmesan or a few herb leaves.\n4. Wipe the rim and serve immediately, since it firms up within minutes.",
        diff(
            "Overhead image of creamy mushroom risotto spread in a smooth even round in a wide white shallow bowl, three golden seared mushrooms on top, a drizzle of olive oil, small thyme leaves, a clean rim, on a linen napkin.",
            "Illustration of risotto plated in a shallow bowl with a minimal garnish",
        ),
    ),
    qa(
        "plating-presentation",
        "I'm making a charcuterie board for 8 people as a starter. How much do I need and how do I arrange it?",
        "For a starter, plan on about **50–60 g of meat and 50–60 g of cheese per person**, so roughly 450 g of each for eight, plus crackers, fruit and something pickled.",
        "Arrange in this order: place small bowls (olives, mustard, honey) first as anchors, then the cheeses spaced apart, then the meats folded or fanned in 'rivers' between them, and finally fill every gap with crackers, grapes, nuts and herbs so no board shows.",
        code(
            "layout_diagram",
            {
                "board": {"shape": "rectangle", "width_cm": 60, "depth_cm": 40},
                "zones": [
                    {"item": "bowl: olives", "pos": [10, 10]},
                    {"item": "bowl: honey/mustard", "pos": [48, 30]},
                    {"item": "brie wedge", "pos": [18, 28]},
                    {"item": "aged cheddar", "pos": [40, 12]},
                    {"item": "blue cheese", "pos": [50, 12]},
                    {"item": "salami river", "path": [[5, 20], [30, 18], [55, 25]]},
                    {"item": "prosciutto folds", "pos": [30, 32]},
                    {"item": "crackers", "pos": [25, 8]},
                    {"item": "grapes + nuts", "fill": "gaps"},
                ],
                "title": "Board layout for 8 (top view)",
            },
            "Top-view layout diagram of bowls, cheeses, meat rivers and fillers on the board",
        ),
        diff(
            "Abundant charcuterie board for eight on a large wooden board: three cheeses spaced apart, folded salami forming a winding river, prosciutto ribbons, small bowls of olives and honey, crackers, red grapes, walnuts and rosemary sprigs filling every gap, top-down view.",
            "Illustration of the finished charcuterie board",
        ),
    ),
    qa(
        "plating-presentation",
        "How do Japanese bento boxes get that tidy, colourful look? I want to pack better lunches.",
        "Bento look tidy because they are packed **tightly** by ratio and colour. A common guide is 4 parts rice, 3 parts protein, 2 parts vegetables and 1 part pickles or fruit, and five colours (white, black, red, yellow, green) in every box.",
        code(
            "pie",
            {
                "labels": ["rice / grains", "protein", "vegetables", "pickles or fruit"],
                "values": [4, 3, 2, 1],
                "title": "The 4:3:2:1 bento ratio",
            },
            "Pie chart of the 4:3:2:1 bento proportions",
        ),
        "Packing order: rice first, pressed into one side; then the largest protein pieces against it; then vegetables wedged in so nothing can slide; finally small items (cherry tomatoes, pickles) fill the gaps. Use lettuce leaves or silicone cups as dividers so sauces don't run, and let hot food cool before closing the lid.",
        diff(
            "Top-down photo of a neatly packed two-compartment bento box: white rice with a sprinkle of black sesame and an umeboshi, tamagoyaki slices, teriyaki chicken, blanched broccoli, cherry tomatoes, a lettuce divider, colourful and tightly packed.",
            "Illustration of a tightly packed, colourful bento",
        ),
    ),
    qa(
        "plating-presentation",
        "The cookbook keeps talking about the 'clock method' of plating. What is it?",
        "It's a simple convention for placing the main components as if the plate were a clock face seen by the diner: **protein at 6 o'clock** (closest to the diner), **starch at 10** and **vegetables at 2**.",
        ref(0, "The cookbook's clock-method plating diagram"),
        "It works because the protein, the part people cut first, is right in front of them, and the starch and vegetables frame it from behind for height and colour. Pool the sauce under or beside the protein so it doesn't drown the other components, add one garnish toward the back, and keep the rim clean.",
        diff(
            "Restaurant-style plate following the clock method: a seared salmon fillet at the front on a pool of beurre blanc, crushed potatoes at the back left, green asparagus at the back right, a small herb garnish, white round plate, top-down 45-degree view.",
            "Illustration of a dish plated with the clock method",
        ),
        docs=(
            Doc(
                "Cookbook chapter 2: Plating basics",
                "Most of our recipes follow the clock method of plating, shown in the diagram. Vary the height of components to add interest.",
                ("rec_plate_clock",),
            ),
        ),
    ),
    qa(
        "ingredient-identification",
        "What's the difference between scallions, leeks and shallots? Recipes seem to swap them around.",
        "They are all alliums but differ in size, part used and strength:\n\n- **Scallions (green onions)**: thin, with a small white base and long hollow green tops; mild, often eaten raw as a garnish.\n- **Leeks**: large and thick, with flat, tightly layered leaves; only the white and light-green parts are used, cooked slowly until sweet. Wash well, as grit hides between the layers.\n- **Shallots**: small bulbs with coppery papery skin, often splitting into two cloves; sweeter and more delicate than onions, ideal for vinaigrettes and sauces.",
        search(
            "scallions leeks and shallots side by side comparison",
            "Photo of scallions, leeks and shallots side by side",
        ),
        "Substitutions: shallot ↔ a little red onion works; scallion whites can replace leeks in small amounts; but don't use leek greens raw the way you'd use scallions.",
    ),
    qa(
        "ingredient-identification",
        "Which cuts of beef come from which part of the cow? I never know what to buy for slow cooking vs. grilling.",
        "Muscles that work hard (shoulder, legs, chest) give **tough, flavourful cuts for slow cooking**; muscles along the back that barely move give **tender cuts for grilling**.",
        search(
            "beef primal cuts chart diagram chuck rib loin round brisket",
            "Diagram of a cow divided into beef primal cuts",
        ),
        "- **Chuck (shoulder)**: braising and stews; chuck eye and flat iron can be grilled.\n- **Rib**: ribeye and prime rib for grilling and roasting.\n- **Short loin and sirloin**: strip, T-bone, porterhouse and tenderloin, the most tender.\n- **Round (rear leg)**: lean; roast and slice thin, or use for mince.\n- **Brisket (chest)**: low-and-slow smoking or braising.\n- **Plate and flank (belly)**: skirt and flank steak, which grill fast but must be sliced against the grain.\n- **Shank**: osso buco and stock.",
    ),
    qa(
        "ingredient-identification",
        "How do I tell flat-leaf parsley from coriander (cilantro) at the market? They look the same to me.",
        "Smell is the fastest test: **coriander smells citrusy and soapy-fresh**, **parsley smells green and grassy**. Visually, parsley leaves are darker, glossier and more pointed with sharp serrations, while coriander leaves are paler, thinner, rounder with soft scalloped edges, and the upper leaves become lacy.",
        search(
            "flat leaf parsley vs coriander cilantro leaves comparison",
            "Side-by-side photo of flat-leaf parsley and coriander leaves",
        ),
        "Coriander stems are also thinner and more tender (they're good to chop in with the leaves), whereas parsley stems are thicker and firmer. Many shops sell coriander with roots attached, which parsley almost never has.",
    ),
    qa(
        "ingredient-identification",
        "Which flour should I use for what? I have all-purpose, bread, cake and whole wheat and I'm confused.",
        "The key difference is **protein content**, which decides how much gluten forms: more protein gives a chewier, stronger dough, less gives a tender crumb.",
        code(
            "bar",
            {
                "x": ["cake", "pastry", "all-purpose", "bread", "whole wheat"],
                "series": {"typical protein (%)": [8, 9, 11, 13, 13.5]},
                "error_bars": {"typical protein (%)": [1, 1, 1, 1, 0.5]},
                "x_label": "flour",
                "y_label": "protein (%)",
                "title": "Typical protein content of wheat flours",
            },
            "Bar chart of typical protein content by flour type",
        ),
        "- **Cake flour (7–9 %)**: sponge, chiffon and other light, fine-crumbed cakes.\n- **All-purpose (10–12 %)**: cookies, muffins, pancakes, pie crust, most everyday baking.\n- **Bread flour (12–14 %)**: yeast breads, pizza and bagels that need chew and a strong rise.\n- **Whole wheat (about 13–14 %)**: includes bran and germ, so it absorbs more water and rises less; start by replacing 25–50 % of white flour.",
        docs=(
            Doc(
                "Baking basics: Know your flours",
                "Flours differ mainly in protein content and in whether the bran and germ are included. Protein content is printed on most packaging as grams per 100 g.",
                (),
            ),
        ),
    ),
    qa(
        "cooking-steps",
        "How long do I boil eggs for runny, jammy and hard yolks?",
        "Lower cold large eggs into already boiling water and time them: **6 minutes for a runny yolk, 7 for jammy, 9 for just set and 11–12 for fully hard**. Then move them straight into iced water for a few minutes to stop the cooking and make peeling easier.",
        code(
            "bar",
            {
                "x": ["runny", "jammy", "just set", "hard"],
                "series": {"minutes in boiling water": [6, 7, 9, 11.5]},
                "x_label": "yolk",
                "y_label": "minutes",
                "title": "Boiling times for large eggs straight from the fridge",
            },
            "Bar chart of boiling times for each yolk texture",
        ),
        diff(
            "Four halved boiled eggs in a row on a slate board showing progression: runny liquid yolk, jammy soft-set orange yolk, just-set yolk, and fully firm pale yellow yolk, top-down view.",
            "Illustration of halved eggs from runny to hard yolk",
        ),
        "Add 30–60 seconds for extra-large eggs or if you boil many at once, since the water temperature drops.",
    ),
)


# =========================================================================== Fashion

FASHION: tuple[Spec, ...] = (
    vqa(
        "outfit-recommendation",
        "I'm going on a 3-day city break and only want to pack these pieces. What outfits can I make?",
        "fash_wardrobe_flatlay",
        "These eight pieces give you at least six distinct outfits, because the tops, bottoms and shoes are all neutrals that mix freely. Three that cover a city break:",
        "**Day 1, sightseeing**: white T-shirt, denim jacket, black jeans and white sneakers, which is comfortable for walking all day.",
        diff(
            "Full-body fashion illustration of a person in a white crew-neck T-shirt, light-blue denim jacket, black slim jeans and white leather sneakers, walking on a cobbled city street, natural daylight.",
            "Outfit demo: T-shirt, denim jacket, black jeans, sneakers",
        ),
        "**Day 2, museum and dinner**: navy knit sweater, grey wool trousers and brown loafers, with the trench on top if it turns cool.",
        diff(
            "Full-body fashion illustration of a person in a navy knit sweater, grey wool trousers, brown leather loafers and an open beige trench coat, standing outside a restaurant in the evening.",
            "Outfit demo: navy sweater, grey trousers, loafers, trench",
        ),
        "**Day 3, travel day**: white T-shirt under the navy sweater, black jeans and white sneakers, with the trench worn rather than packed.\n\nWear the bulkiest items (trench, loafers or sneakers) on the plane and you can fit everything else in a small carry-on.",
    ),
    vqa(
        "outfit-recommendation",
        "I'm wearing this dress to a wedding in June. What shoes and accessories would go with it?",
        "fash_red_dress",
        "Let the red dress be the statement and keep everything else warm-neutral: **nude or tan block heels or strappy sandals, small gold jewellery and a neutral clutch**. Avoid adding a second strong colour.",
        "- **Shoes**: nude or tan sandals with a 5–7 cm block heel, which work on grass and lengthen the leg; metallic gold is a dressier alternative.\n- **Jewellery**: gold hoops or drop earrings and a delicate pendant that sits inside the V-neck.\n- **Bag**: a small clutch in tan, gold or cream.\n- **Layer**: a cream or camel wrap for the evening.",
        edit(
            0,
            "Style the dress as a full look: add tan block-heel strappy sandals below the hem, small gold drop earrings and a thin gold pendant necklace floating at the neckline position, and a small tan clutch beside the dress.",
            "The red dress styled with tan sandals, gold jewellery and a tan clutch",
        ),
        "Skip white or ivory accessories in large amounts; some guests and couples consider anything bride-like a faux pas.",
    ),
    vqa(
        "style-preview",
        "Would a shoulder-length bob suit me? I've had long hair forever and I'm nervous.",
        "fash_portrait_long_hair",
        "Yes, an oval face like yours is the most versatile shape for a bob. A **shoulder-length lob** (long bob) with soft, slightly longer front pieces is the safest first step: it keeps enough length to tie back and frames your cheekbones.",
        edit(
            0,
            "Change the hairstyle to a shoulder-length lob that just grazes the shoulders, keep the centre part, add soft face-framing pieces slightly longer at the front and subtle movement at the ends; keep the face, hair colour and clothing unchanged.",
            "Style preview of the same portrait with a shoulder-length lob",
        ),
        "Ask your stylist for blunt or lightly textured ends depending on how much volume you like; straight, thick hair like yours looks sharp with a blunt line. Expect a trim every 8–10 weeks to keep the shape.",
    ),
    vqa(
        "style-preview",
        "What glasses frames would suit my face? I'm getting my first pair.",
        "fash_portrait_beard",
        "With a square jaw and a beard, **round or oval frames** are the classic choice because their curves soften strong angles. **Browline or slightly rounded-rectangle frames** also work if you want a more defined look.",
        edit(
            0,
            "Add round tortoiseshell acetate glasses with medium-thick rims that sit at eyebrow level and are slightly wider than the face at the temples; keep everything else unchanged.",
            "Preview with round tortoiseshell frames",
        ),
        edit(
            0,
            "Add black browline glasses (thick top rim, thin metal lower rim) that follow the eyebrow line; keep everything else unchanged.",
            "Preview with black browline frames",
        ),
        "General fit rules: the frame should be about as wide as your face at the temples, the top rim should follow your brow line, and your eyes should sit near the centre of each lens. Avoid very narrow, sharply square frames, which repeat the jaw's angles.",
    ),
    vqa(
        "outfit-recommendation",
        "I have a job interview at a creative agency. Is this suit too formal? How could I dress it down a bit?",
        "fash_navy_suit",
        "It's a bit formal for most creative agencies, but you don't need a different outfit: **drop the tie, keep the jacket, and swap the oxfords for something less corporate**. That keeps it sharp while signalling you understand the culture.",
        "- Remove the tie and open the top button, or swap the shirt for a fine-knit crew-neck or a light-blue oxford shirt.\n- Replace the black oxfords with brown suede derbies or clean white leather sneakers.\n- Optionally wear the navy jacket with grey or stone chinos instead of the matching trousers.",
        edit(
            0,
            "Remove the tie, open the shirt collar, and replace the black oxford shoes with brown suede derby shoes; keep the navy suit and white shirt.",
            "The same suit worn without a tie and with brown suede shoes",
        ),
        "If you know the agency is very relaxed, a navy jacket over a white T-shirt with dark jeans is also fine; when in doubt, arrive slightly overdressed.",
    ),
    vqa(
        "outfit-recommendation",
        "First date at a nice cocktail bar on Friday. This is what I usually wear. How can I upgrade it without looking like I'm trying too hard?",
        "fash_casual_hoodie",
        "Keep the relaxed feel but **replace the hoodie with a structured layer and the running shoes with leather**. The jeans can stay if they fit well.",
        "- **Top**: a dark overshirt or a merino crew-neck over a plain white T-shirt, or a casual button-down.\n- **Bottoms**: your jeans in a darker wash if you have them, with no rips.\n- **Shoes**: minimal white leather sneakers or brown suede chelsea boots.\n- **Details**: a simple watch, and make sure everything is pressed and fits at the shoulders.",
        edit(
            0,
            "Replace the grey hoodie with a navy merino crew-neck sweater over a white T-shirt collar, make the jeans a darker indigo wash, and replace the running shoes with brown suede chelsea boots.",
            "The same outfit upgraded with a navy sweater, darker jeans and chelsea boots",
        ),
    ),
    vqa(
        "style-preview",
        "I want to customise these plain white sneakers with paint. What would a blue wave design look like?",
        "fash_sneakers_white",
        "A Japanese-style wave works well along the side panel and heel, leaving the toe box white so the design doesn't crack where the shoe flexes.",
        edit(
            0,
            "Paint a flowing navy-and-sky-blue wave pattern with white foam crests along the side panel and heel of the sneaker, keeping the toe box, laces and sole white.",
            "Preview of the sneaker with a blue wave design on the side and heel",
        ),
        "For a durable result: clean the leather with acetone or leather preparer to remove the factory finish, paint thin layers with acrylic leather paint (letting each dry), outline with a fine brush, and seal with a matte or satin finisher. Keep the paint off the sole's flex lines.",
    ),
    vqa(
        "style-preview",
        "What would I look like with copper hair? I'm thinking of going red for autumn.",
        "fash_portrait_long_hair",
        "Copper is a good match for fair skin with neutral-to-warm undertones, and it suits dark-brown hair like yours because you'll need only a few levels of lift. A **soft, golden copper** is easier to wear and maintain than a bright orange-red.",
        edit(
            0,
            "Recolour the hair to a soft golden copper with slightly lighter copper tones at the ends; keep the haircut, face, skin tone and clothing unchanged.",
            "Style preview of the same portrait with copper hair",
        ),
        "Because your natural colour is dark, a stylist will likely lighten first; ask for a gloss or toner so the copper doesn't come out brassy. Red fades fastest of all colours, so use sulfate-free shampoo, wash in cool water, and plan a gloss refresh every 4–6 weeks.",
    ),
    vqa(
        "outfit-recommendation",
        "I'm starting an office job with a business-casual dress code. Which of these can I wear, and what am I missing?",
        "fash_wardrobe_flatlay",
        "From this flat lay, the **grey wool trousers, navy knit sweater, beige trench and brown loafers** are business-casual ready. The white tee, denim jacket, black jeans and sneakers are weekend pieces in most offices.",
        "To build a working week, add:\n\n1. Two or three button-down shirts (light blue and white oxford).\n2. A second pair of trousers in navy or stone chinos.\n3. An unstructured navy or grey blazer.\n4. A leather belt matching the loafers.\n\nWith those, you can rotate at least ten combinations.",
        diff(
            "Fashion illustration of a business-casual outfit: unstructured navy blazer over a light-blue oxford button-down shirt, grey wool trousers, brown leather loafers and a brown belt, in a modern office.",
            "Outfit demo of the business-casual look after adding a shirt and blazer",
        ),
    ),
    qa(
        "outfit-recommendation",
        "What should a man wear to a summer garden wedding? The invite just says 'garden formal'.",
        "Wear a **light-coloured or lightweight suit with a tie**: 'garden formal' means suit-level formality in summer fabrics and colours, not a tuxedo.",
        "- **Suit**: linen-wool or cotton in light grey, tan, sage or light blue; unlined or half-lined.\n- **Shirt**: white or pale blue, crisp.\n- **Tie**: knitted silk or a soft pastel, or a pocket square in a complementary colour.\n- **Shoes**: brown suede loafers or derbies; leather soles can slide on grass, so rubber-soled suede is practical.\n- **Avoid**: black suits, heavy wool and anything white that could compete with the wedding party.",
        diff(
            "Full-body fashion illustration of a man at an outdoor garden wedding wearing a light tan linen suit, white shirt, sage-green knit tie, brown suede loafers, with flowers and string lights in the background, golden-hour light.",
            "Outfit demo: tan linen suit for a garden wedding",
        ),
    ),
    qa(
        "outfit-recommendation",
        "What should I wear for a 5 °C rainy bike commute to an office? I always arrive either soaked or sweaty.",
        "Use **three thin layers** instead of one heavy coat, with the waterproofing on the outside and a breathable layer in the middle, because a big coat will make you sweat before you're halfway there.",
        "1. **Base**: merino or synthetic long-sleeve top that wicks sweat.\n2. **Mid**: thin fleece or light insulated vest; remove it if you warm up.\n3. **Shell**: breathable waterproof jacket with pit zips, long at the back.\n4. **Legs**: waterproof over-trousers over your work trousers, or ride in quick-dry trousers and change.\n5. **Extremities**: waterproof gloves, a thin cap under the helmet, and overshoes or waterproof shoes.\n\nLeave a spare shirt at the office and you can arrive and change in five minutes.",
        diff(
            "Fashion illustration of a commuter on a city bicycle in the rain wearing a bright waterproof shell jacket over a fleece layer, waterproof over-trousers, gloves, overshoes and a helmet, with a pannier bag.",
            "Outfit demo of a layered rainy-day bike commute outfit",
        ),
    ),
    qa(
        "outfit-recommendation",
        "I bought olive green trousers and have no idea what colours to wear with them.",
        "Olive acts as a neutral, so it pairs easily with **white, cream, navy, black, camel, rust and burgundy**. The safest combinations are olive with white or navy; the most interesting are olive with rust or burgundy for autumn.",
        code(
            "color_palette",
            {
                "base": {"name": "olive", "hex": "#708238"},
                "pairings": [
                    {"name": "white", "hex": "#FFFFFF"},
                    {"name": "cream", "hex": "#F3E9D2"},
                    {"name": "navy", "hex": "#1F2A44"},
                    {"name": "black", "hex": "#111111"},
                    {"name": "camel", "hex": "#C19A6B"},
                    {"name": "rust", "hex": "#B7410E"},
                    {"name": "burgundy", "hex": "#800020"},
                ],
                "title": "Colours that pair with olive",
            },
            "Swatch chart of olive with its seven best pairing colours",
        ),
        "Avoid bright greens and most reds, which clash. For shoes, brown leather or white sneakers are both safe.",
        diff(
            "Fashion illustration of an outfit: olive green tapered trousers, a cream knit sweater, a rust-coloured overshirt left open and brown leather boots, standing on an autumn street.",
            "Outfit demo: olive trousers with cream and rust layers",
        ),
    ),
    qa(
        "outfit-recommendation",
        "What does 'smart casual' actually mean for women? The company party invitation says smart casual.",
        "Smart casual means **polished but not formal**: one or two tailored or refined pieces mixed with relaxed ones, no suit required and no sportswear.",
        "Two easy formulas:\n\n1. **Tailored trousers + silk or knit top + loafers or ankle boots**, optionally with a blazer.\n2. **Midi skirt or dress + fine knit or denim jacket + block heels or clean leather sneakers**.\n\nAvoid: ripped jeans, athletic wear, flip-flops, and cocktail-level sequins.",
        diff(
            "Fashion illustration of a woman in a smart-casual look: camel tailored wide-leg trousers, a cream silk blouse, a navy unstructured blazer and black leather loafers.",
            "Outfit demo of the tailored-trousers smart-casual look",
        ),
        diff(
            "Fashion illustration of a woman in a smart-casual look: a dark green satin midi skirt, a grey fine-knit sweater, black block-heel ankle boots and a small leather crossbody bag.",
            "Outfit demo of the midi-skirt smart-casual look",
        ),
    ),
    qa(
        "outfit-recommendation",
        "What's the difference between black tie and white tie? I got a white-tie invitation and panicked.",
        "White tie is the most formal dress code, one level above black tie. For men, **white tie means a black tailcoat, white piqué wing-collar shirt, white piqué bow tie and white waistcoat**; black tie means a dinner jacket (tuxedo) with a black bow tie. For women, white tie calls for a full-length evening gown, while black tie allows a floor-length or elegant cocktail-length dress.",
        diff(
            "Side-by-side fashion illustration of two men: left in black tie (black single-breasted dinner jacket with satin lapels, black bow tie, white shirt, black trousers, patent shoes); right in white tie (black tailcoat cut away at the front, white wing-collar shirt, white bow tie, white waistcoat, patent shoes).",
            "Side-by-side demo of black tie and white tie for men",
        ),
        "Key white-tie details: the waistcoat must not show below the front of the tailcoat, trousers have a double braid down the side, and shoes are black patent. Tailcoats are widely available to rent.",
    ),
    qa(
        "style-preview",
        "What would a modern mullet look like on someone with a round face? I'm tempted but unsure.",
        "A modern mullet can work on a round face if you add **height and texture on top and keep the sides tight**; that lengthens the face, whereas a flat top with full sides would make it look rounder.",
        diff(
            "Portrait of a person with a round face wearing a modern textured mullet: short tapered sides, tousled volume on top, longer layered length at the back touching the collar, neutral studio background, three-quarter view.",
            "Style preview of a modern mullet with volume on top on a round face",
        ),
        "Ask for a taper or low fade on the sides, 5–7 cm of texture on top, and 'soft' length at the back that stops around the collar. Style with matte texture paste, pushed up and slightly forward.",
    ),
    qa(
        "style-preview",
        "How do the four-in-hand, half-Windsor and full Windsor knots look different? Which should I use with a spread collar?",
        "With a **spread collar, use a half-Windsor or full Windsor**, because their wider triangular knots fill the larger gap between the collar points; a four-in-hand looks lost there.",
        diff(
            "Three men's ties on white shirts side by side, close-up: a slim slightly asymmetric four-in-hand knot with a point collar, a medium symmetrical half-Windsor with a semi-spread collar, a large wide symmetrical full Windsor with a spread collar, same navy tie in each.",
            "Side-by-side preview of the three tie knots",
        ),
        "- **Four-in-hand**: narrow and slightly asymmetric; casual and good with point collars and thick ties.\n- **Half-Windsor**: medium and symmetrical, the most versatile choice.\n- **Full Windsor**: large and triangular, formal; best with a spread collar and a thin-to-medium tie.",
    ),
    qa(
        "style-preview",
        "How would these trend colours look in an actual outfit? I like the palette but can't picture wearing it.",
        "Treat **navy, camel and cream as your base** and use **burgundy or olive as the accent**, with one strong colour per outfit.",
        ref(0, "The trend report's five-colour autumn/winter palette"),
        diff(
            "Fashion illustration of an outfit from the palette: camel wool coat over a cream turtleneck, navy straight-leg trousers, burgundy leather loafers and a burgundy shoulder bag, city street in autumn.",
            "Outfit demo: camel, cream and navy with burgundy accents",
        ),
        diff(
            "Fashion illustration of an outfit from the palette: olive utility jacket over a cream knit sweater, dark navy jeans and camel suede boots.",
            "Outfit demo: olive jacket with cream, navy and camel",
        ),
        "Burgundy and olive also work together (burgundy knit with olive trousers) as long as a cream or navy piece sits between them.",
        docs=(
            Doc(
                "Trend report: Autumn/Winter",
                "This season's palette centres on deep, warm tones: burgundy, olive, camel, navy and cream, shown on the colour card.",
                ("fash_trend_palette",),
            ),
        ),
    ),
    qa(
        "outfit-recommendation",
        "According to this capsule wardrobe guide, how many outfits can I make from the eight pieces?",
        "The eight pieces give **16 outfits**: 4 top options (white T-shirt, T-shirt with the denim jacket, navy sweater, sweater layered over the T-shirt) × 2 bottoms × 2 pairs of shoes. Counting the trench coat as an optional top layer doubles that to 32.",
        ref(0, "The guide's flat lay of the eight capsule pieces"),
        code(
            "matrix",
            {
                "rows": [
                    "white T-shirt",
                    "white T-shirt + denim jacket",
                    "navy sweater",
                    "white T-shirt + navy sweater",
                ],
                "columns": [
                    "black jeans + sneakers",
                    "black jeans + loafers",
                    "grey trousers + sneakers",
                    "grey trousers + loafers",
                ],
                "cells": "all combinations valid; trench optional on top",
                "title": "Capsule combinations (16 shown, trench optional)",
            },
            "Matrix of top and bottom-shoe combinations in the capsule",
        ),
        "The reason it works is that every piece is a neutral, so nothing clashes: each new piece multiplies the outfits rather than adding one. The best next additions would be a light-blue shirt (another top) or a pair of stone chinos (another bottom).",
        docs=(
            Doc(
                "Capsule wardrobe guide",
                "Start with eight versatile neutrals: a white T-shirt, a denim jacket, a navy sweater, a trench coat, black jeans, grey trousers, white sneakers and loafers.",
                ("fash_wardrobe_flatlay",),
            ),
        ),
    ),
    qa(
        "outfit-recommendation",
        "How should a suit jacket fit? I'm buying my first suit off the rack.",
        "Focus on the **shoulders first**, since they are almost impossible to alter: the shoulder seam should end where your shoulder ends, with no dent or overhang. Everything else can be tailored.",
        "Checklist:\n\n- **Button**: the top button (middle on a three-button) closes without an X-shaped pull across the front.\n- **Sleeves**: show about 1–1.5 cm of shirt cuff.\n- **Length**: the jacket covers your seat and ends around the knuckles with arms relaxed.\n- **Collar**: sits flat against your shirt collar without a gap.\n- **Trousers**: a slight or no break at the shoe.",
        search(
            "well fitted suit jacket shoulder seam sleeve length guide",
            "Photo guide showing a well-fitted suit's shoulders, sleeves and length",
        ),
        "Budget for tailoring: hemming trousers and shortening sleeves are cheap and make an off-the-rack suit look made for you.",
    ),
    qa(
        "style-preview",
        "Can you show me how to do a French tuck? I've seen it everywhere but mine looks messy.",
        "A French tuck is a **partial front tuck**: tuck just the front few centimetres of a sweater or shirt near the buckle and leave the rest loose. It defines your waist while keeping a relaxed look.",
        "1. Tuck a 5–10 cm section of the hem, centred or just off-centre, into the waistband.\n2. Pull a little fabric back out so it blouses slightly over the waistband.\n3. Let the sides and back hang naturally; don't pull them tight.\n\nIt works best with soft, medium-weight knits and fluid shirts and high- or mid-rise trousers; stiff or very long tops look bulky.",
        diff(
            "Fashion illustration comparing two looks of the same person: left, a loose cream knit sweater fully untucked over high-waisted jeans; right, the same sweater with a French tuck, only the front centre tucked in and slightly bloused, showing the belt buckle.",
            "Before-and-after preview of a sweater untucked and with a French tuck",
        ),
    ),
    qa(
        "style-preview",
        "What does the 'quiet luxury' look actually look like? I'd like to try it on a normal budget.",
        "Quiet luxury is **understated, logo-free clothing in excellent fabrics and neutral colours, with a precise fit**. It's about looking expensive through material and tailoring, not branding.",
        diff(
            "Editorial fashion illustration of a quiet-luxury outfit: oatmeal cashmere-look crew-neck sweater, tailored charcoal wide-leg wool trousers, camel overcoat, minimal brown leather loafers, no logos, soft neutral studio background.",
            "Outfit demo of a quiet-luxury look in neutrals",
        ),
        "On a budget: choose natural fibres (merino, wool, cotton, linen) over synthetics, stick to a palette of cream, camel, grey, navy and black, buy fewer and better basics, and spend on tailoring (hemming and sleeve length make a big difference). Keep shoes clean and polished and accessories minimal.",
    ),
    qa(
        "outfit-recommendation",
        "What should I wear for a day hike in the Alps in September? Forecast is 5 °C at the top and 18 °C in the valley.",
        "Dress in **layers you can add and remove**: September in the Alps can change from warm sun to wind and rain within an hour, and you'll cross a 13 °C range.",
        "- **Base**: merino or synthetic T-shirt (no cotton).\n- **Mid**: light fleece or grid fleece.\n- **Insulation**: packable down or synthetic jacket for breaks and the summit.\n- **Shell**: waterproof, breathable jacket, plus light rain trousers in the pack.\n- **Legs**: stretchy hiking trousers (zip-offs are handy).\n- **Feet**: broken-in hiking boots with ankle support and wool socks.\n- **Extras**: hat and thin gloves, sunglasses and sun cream (UV is strong at altitude).",
        diff(
            "Fashion illustration of a hiker on an alpine trail in September wearing a merino T-shirt under an open light fleece, stretch hiking trousers, leather hiking boots, with a daypack carrying a rolled rain shell, mountains and a hut in the background.",
            "Outfit demo of a layered alpine hiking outfit",
        ),
    ),
)


# =========================================================================== Renovation

RENOVATION: tuple[Spec, ...] = (
    vqa(
        "renovation-mockup",
        "How could I make this living room feel brighter and more modern without a big budget?",
        "ren_living_room_before",
        "The three changes with the biggest effect for the money are **lighter walls, lighter window treatments and layered lighting**; the dark sofa and carpet can be toned down with textiles rather than replaced.",
        "1. **Paint** the walls a warm white or very pale greige instead of beige; it will bounce far more light.\n2. **Swap the heavy brown curtains** for sheer linen panels hung high and wide, so the small window looks larger and lets in more daylight.\n3. **Add lighting layers**: a floor lamp beside the sofa and a table lamp, with warm 2700 K bulbs, instead of relying on the single ceiling light.\n4. **Lighten the sofa** with a light throw and cushions, and put a large pale jute or wool rug over the dark carpet.\n5. Add a **large mirror** opposite or beside the window and a couple of plants.",
        edit(
            0,
            "Repaint the walls warm white, replace the brown curtains with floor-length sheer white linen curtains hung near the ceiling, add a light oatmeal throw and cushions on the sofa, a large pale jute rug over the carpet, a black floor lamp next to the sofa, a round mirror on the wall and a tall green plant; keep the room layout the same.",
            "Mock-up of the same living room with light walls, sheer curtains and brighter textiles",
        ),
    ),
    vqa(
        "renovation-mockup",
        "I'm thinking of painting these oak cabinets instead of replacing them. What would sage green look like?",
        "ren_kitchen_before",
        "Sage green would modernise the kitchen a lot, and painting costs a fraction of replacement. Pair it with **brushed brass or matte black hardware** and, ideally, a lighter countertop, because the beige laminate and almond tiles will look dated next to fresh paint.",
        edit(
            0,
            "Repaint all upper and lower cabinet doors and frames in a soft muted sage green with a satin finish, replace the brass knobs with slim brushed-brass bar pulls, and change the countertop to a white quartz look; keep the layout, tiles and fridge unchanged.",
            "Mock-up of the kitchen with sage-green cabinets and brass pulls",
        ),
        "For a durable finish on oak: degrease thoroughly, scuff-sand, apply a bonding primer (plus grain filler if you want a smooth, non-grainy look), then two coats of a water-based alkyd or urethane cabinet enamel. Remove the doors and paint them flat, and allow a week of curing before heavy use.",
    ),
    vqa(
        "layout-planning",
        "I need a home office in this apartment. Where would you put it?",
        "ren_floorplan_2br",
        "Put it in **Bedroom 2** (3.0 × 3.0 m, bottom right). It has its own door for calls, a window on the outer wall for daylight, and it's next to the walk-in closet, so you can keep storage out of the office.",
        edit(
            0,
            "In Bedroom 2, draw a desk (1.4 × 0.7 m) against the wall perpendicular to the right-hand window, an office chair, a bookshelf on the opposite wall, and a small sofa bed along the bottom wall; label the room 'Office / guest'.",
            "Floor plan with a home office laid out in Bedroom 2",
        ),
        "Place the desk perpendicular to the window rather than facing it or with your back to it; that avoids glare on the screen and backlighting on video calls. A sofa bed along the opposite wall keeps the room usable for guests. If Bedroom 2 is taken, the next best spot is the living room's left wall near the window, with a bookcase as a partial divider.",
    ),
    vqa(
        "layout-planning",
        "How do I lay out this studio so that the bed isn't in the middle of the living space?",
        "ren_studio_plan",
        "Split the studio into three zones from back to front: **sleeping by the windows, living in the middle, and dining by the kitchenette**, with an open shelving unit as a divider between bed and sofa.",
        code(
            "floor_plan",
            {
                "room": {"width_m": 5.0, "depth_m": 7.0},
                "fixed": [
                    {"name": "bath", "x": 0, "y": 4.8, "w": 2.0, "d": 2.2},
                    {"name": "kitchenette", "x": 4.4, "y": 3.6, "w": 0.6, "d": 2.4},
                    {"name": "entrance", "x": 4.1, "y": 7.0},
                    {"name": "windows", "wall": "north"},
                ],
                "furniture": [
                    {"name": "double bed 1.4 × 2.0 m", "x": 0.3, "y": 0.3, "w": 2.0, "d": 1.4},
                    {"name": "open shelving divider 2.4 m", "x": 0, "y": 2.4, "w": 2.4, "d": 0.35},
                    {"name": "wardrobe", "x": 3.2, "y": 0.2, "w": 1.6, "d": 0.6},
                    {"name": "sofa", "x": 0.2, "y": 3.0, "w": 0.9, "d": 2.0},
                    {"name": "TV unit", "x": 3.0, "y": 2.9, "w": 0.4, "d": 1.6},
                    {"name": "dining table for 2", "x": 2.6, "y": 5.3, "w": 0.8, "d": 0.8},
                ],
                "title": "Studio layout: sleep / live / dine",
            },
            "Floor-plan diagram of the studio with sleeping, living and dining zones",
        ),
        "Keep a clear 80–90 cm path from the entrance to the windows. The divider should be open (like a cube shelf) so daylight from the north windows still reaches the living area; a curtain on a ceiling track is an alternative.",
        diff(
            "Interior design render of a small bright studio apartment: a double bed near tall windows, separated from the living area by an open cube bookshelf, a sofa facing a low TV unit in the middle, a small round dining table near a compact kitchenette, light oak floor, white walls.",
            "Perspective render of the zoned studio",
        ),
    ),
    vqa(
        "material-selection",
        "Which of these four flooring samples would be best for a kitchen with a big dog?",
        "ren_flooring_samples",
        "Go with **B, luxury vinyl plank**. It is waterproof, resists claw scratches thanks to its wear layer, is quieter and warmer underfoot than tile, and is the cheapest to replace plank by plank.",
        code(
            "radar",
            {
                "axes": [
                    "water resistance",
                    "scratch resistance",
                    "comfort underfoot",
                    "cost-effectiveness",
                    "slip resistance (wet)",
                ],
                "series": {
                    "A solid oak": [1, 2, 3, 2, 3],
                    "B luxury vinyl plank": [5, 4, 4, 5, 4],
                    "C porcelain tile": [5, 5, 2, 3, 2],
                    "D cork": [2, 1, 5, 3, 4],
                },
                "scale": "1 (poor) – 5 (excellent)",
                "title": "Kitchen-with-dog suitability",
            },
            "Radar chart comparing the four flooring samples for a kitchen with a dog",
        ),
        "**C, porcelain tile**, is the most scratch-proof option, but it's hard, cold and slippery when wet, which is tough on an older dog's joints. **A, solid oak**, will scratch and can warp from water bowls, and **D, cork**, is comfortable but dents and gouges easily under claws. If you choose B, pick a wear layer of at least 20 mil (0.5 mm) and a matte, textured finish.",
    ),
    vqa(
        "renovation-mockup",
        "My bedroom feels so plain. Would a feature wall behind the bed help? What would it look like?",
        "ren_bedroom_before",
        "Yes. The wall behind the bed is the natural focal point, and a **deep colour with a simple wood-slat or panelled treatment** adds character without making the room feel smaller. A muted colour such as deep green or dusty blue works well with grey bedding.",
        edit(
            0,
            "Paint the wall behind the bed a deep muted green and add vertical oak-slat panelling behind the bed only, add two small wall-mounted brass reading lights either side of the headboard and a couple of cushions in mustard and cream; keep the rest of the room unchanged.",
            "Mock-up of the bedroom with a deep-green slatted feature wall",
        ),
        "Budget alternative: paint only the lower half of that wall, or paint a tall arch shape behind the bed. Keep the other walls white so the feature wall reads as intentional.",
    ),
    vqa(
        "layout-planning",
        "Can I fit a walk-in shower in this bathroom instead of the tub?",
        "ren_bathroom_plan",
        "Yes. The tub recess is 1.7 × 0.75 m, and a walk-in shower needs at least about 1.2 × 0.8 m, so a **1.7 × 0.8 m shower** with a fixed glass panel fits in the same spot, taking only 5 cm more depth.",
        code(
            "floor_plan",
            {
                "room": {"width_m": 1.7, "depth_m": 2.4},
                "fixtures": [
                    {
                        "name": "walk-in shower 1.7 × 0.8 m, low tray",
                        "x": 0,
                        "y": 0,
                        "w": 1.7,
                        "d": 0.8,
                    },
                    {"name": "fixed glass panel 0.9 m", "x": 0.8, "y": 0.8, "w": 0.9, "d": 0.02},
                    {"name": "shower entry 0.8 m", "x": 0, "y": 0.8, "w": 0.8},
                    {"name": "vanity 60 cm", "x": 0, "y": 0.95, "w": 0.5, "d": 0.6},
                    {"name": "WC", "x": 1.2, "y": 1.05, "w": 0.5, "d": 0.4},
                    {"name": "door", "x": 0.55, "y": 2.4, "w": 0.7},
                ],
                "title": "Bathroom with walk-in shower replacing the tub",
            },
            "Floor plan of the bathroom with a 1.7 x 0.8 m walk-in shower",
        ),
        "Things to check before committing: the drain position and fall (a low-profile tray is easiest; a level-access wet floor needs the floor built up or recessed), full waterproofing (tanking) of the walls and floor, and whether you're happy to lose the only bath in the home, which can matter for resale and for families with small children.",
    ),
    vqa(
        "material-selection",
        "What countertop material would work in this kitchen? I'm keeping the layout.",
        "ren_kitchen_before",
        "For a busy kitchen with these honey-oak cabinets, a **light quartz** is the most practical choice: it's non-porous, never needs sealing and a warm white or light grey calms down the orange tone of the oak. If you paint the cabinets later, it will still work.",
        "- **Quartz**: very low maintenance and stain resistant; avoid hot pans directly on it, as the resin can scorch.\n- **Granite**: heat-resistant and durable, needs resealing every year or two; busy patterns can clash with the oak grain.\n- **Butcher block**: warm and affordable, but wood next to the oak cabinets can look too much of one thing.\n- **Laminate (new)**: the budget option; modern stone-look laminates are far better than the current beige.",
        edit(
            0,
            "Replace the beige laminate countertop with a warm white quartz countertop with subtle grey veining and a slim square edge; keep everything else unchanged.",
            "Preview of the kitchen with a warm white quartz countertop",
        ),
    ),
    vqa(
        "renovation-mockup",
        "My balcony is tiny and bare. Could it become a cosy reading nook?",
        "ren_balcony",
        "Yes. At 1.2 m deep, the trick is to use **one slim seat along the wall and go vertical with plants and lighting**, leaving the path to the door clear.",
        "- A narrow bench or one compact armchair against the back wall, with outdoor cushions.\n- An outdoor rug to cover the bare concrete.\n- Rail planters and a tall plant in the corner for privacy.\n- Warm solar string lights or a rechargeable lantern.\n- A small folding side table clipped to the railing for a cup of tea.",
        edit(
            0,
            "Turn the balcony into a cosy reading nook: add a slim wooden bench with cream outdoor cushions and a throw along the wall, a striped outdoor rug on the concrete, planters hanging on the railing with trailing greenery, warm string lights along the top of the railing, a small folding side table with a book and a mug, and keep the plant in the corner.",
            "Mock-up of the balcony as a reading nook",
        ),
    ),
    qa(
        "layout-planning",
        "How do I plan a kitchen around the 'work triangle'? I'm redesigning from scratch.",
        "The work triangle connects the **sink, cooktop and refrigerator**. The classic guideline is that each leg should be **1.2–2.7 m** (4–9 ft) long and the three legs together **4.0–7.9 m** (13–26 ft), with no through-traffic crossing it.",
        code(
            "layout_diagram",
            {
                "points": {"sink": [2.4, 0.3], "cooktop": [0.3, 1.8], "fridge": [4.2, 1.6]},
                "legs_m": {"sink–cooktop": 2.6, "cooktop–fridge": 3.9, "fridge–sink": 2.2},
                "rules": {"each_leg_m": [1.2, 2.7], "total_m": [4.0, 7.9]},
                "highlight_violations": True,
                "title": "Work triangle check (cooktop–fridge leg too long)",
            },
            "Kitchen diagram of a work triangle with leg lengths, flagging a leg that is too long",
        ),
        "In the example, the cooktop–fridge leg (3.9 m) is too long; moving the fridge to the end of the sink run would shorten it. Other rules of thumb: keep at least 40 cm of counter on each side of the cooktop, 60 cm beside the sink, and a landing space next to the fridge. In large kitchens with two cooks, plan separate zones rather than forcing a single triangle.",
    ),
    qa(
        "layout-planning",
        "How much space do I need around a dining table? I'm choosing between a 160 cm and a 200 cm table for a 3.2 × 3.8 m room.",
        "Allow **at least 90 cm** from the table edge to the wall or furniture so chairs can be pulled out, and **110–120 cm** where people need to walk behind seated guests. With a 90 cm wide table in your 3.2 × 3.8 m room, a **160 cm table** leaves 110 cm at each end and 115 cm on each side, which is comfortable. A 200 cm table would leave only 90 cm at the ends, which is tight but workable if nobody needs to pass behind.",
        code(
            "floor_plan",
            {
                "room": {"width_m": 3.8, "depth_m": 3.2},
                "furniture": [
                    {"name": "table 1.6 × 0.9 m", "x": 1.1, "y": 1.15, "w": 1.6, "d": 0.9},
                    {"name": "6 chairs", "around": "table"},
                ],
                "clearances_m": {"ends": 1.1, "sides": 1.15},
                "zones": [
                    {"label": "min 0.9 m chair pull-out", "color": "orange"},
                    {"label": "1.1–1.2 m walkway", "color": "green"},
                ],
                "title": "160 cm table in a 3.8 × 3.2 m room",
            },
            "Plan of the dining room with the table and clearance zones",
        ),
        "Each diner needs about 60 cm of table width, so the 160 cm table seats six (two per side and one at each end) and the 200 cm table seats eight.",
    ),
    qa(
        "layout-planning",
        "How should I arrange a small 3.5 × 4 m living room with a sofa, TV and a reading chair?",
        "Put the **sofa on the long 4 m wall and the TV opposite it**, about 2.5–3 m away, and tuck the reading chair into the corner by the window with its own lamp. Keep a 75–90 cm walkway along one short side to the door.",
        code(
            "floor_plan",
            {
                "room": {"width_m": 4.0, "depth_m": 3.5},
                "door": {"wall": "south", "x": 3.4},
                "window": {"wall": "west"},
                "furniture": [
                    {"name": "sofa 2.1 × 0.9 m", "x": 0.9, "y": 2.5, "w": 2.1, "d": 0.9},
                    {"name": "coffee table 1.0 × 0.5 m", "x": 1.45, "y": 1.6, "w": 1.0, "d": 0.5},
                    {"name": "TV unit 1.6 × 0.4 m", "x": 1.15, "y": 0.0, "w": 1.6, "d": 0.4},
                    {"name": "reading chair + floor lamp", "x": 0.1, "y": 0.6, "w": 0.75, "d": 0.8},
                ],
                "walkway_m": 0.9,
                "title": "3.5 × 4 m living room layout",
            },
            "Floor plan of the small living room with sofa, TV, coffee table and reading corner",
        ),
        "Leave 40–45 cm between sofa and coffee table. For a 55-inch 4K TV, a viewing distance of about 1.5–2.5 m is comfortable, so the 2.5 m here is fine. Lift the room with a rug large enough for the sofa's front legs to sit on it.",
        diff(
            "Interior render of a small cosy living room: light grey sofa on the long wall facing a wall-mounted TV on a low oak unit, a round coffee table, a mustard reading chair with a floor lamp in the corner by the window, pale rug, white walls.",
            "Perspective render of the arranged living room",
        ),
    ),
    qa(
        "layout-planning",
        "Where could I add more storage in my apartment? Here's the floor plan.",
        "The best places are the **hall/entry, the living-room wall shared with the kitchen, and bedroom 1**; the walk-in closet already covers bedroom 2.",
        edit(
            0,
            "Mark proposed storage in orange on the plan: a 2 m built-in shoe and coat cabinet along the top wall of the Hall / entry, a full-height built-in shelving wall along the right wall of the Living / dining room, a 2 m sliding-door wardrobe along the right wall of Bedroom 1, and a tall linen cupboard on the left wall of the small Hall next to the Bathroom; label each.",
            "Floor plan with the proposed storage locations marked",
        ),
        "- **Hall / entry**: a 40 cm deep shoe and coat cabinet keeps clutter at the door.\n- **Living / dining**: a floor-to-ceiling shelving or cabinet wall (35–40 cm deep) along the wall shared with the kitchen.\n- **Bedroom 1**: a sliding-door wardrobe (60 cm deep) along its inner wall, so no door swing is needed.\n- **Small hall**: a shallow linen cupboard next to the bathroom.",
        docs=(
            Doc(
                "Apartment floor plan",
                "Two-bedroom apartment, approx. 70 m². Plan shows room dimensions and window positions.",
                ("ren_floorplan_2br",),
            ),
        ),
    ),
    qa(
        "material-selection",
        "Quartz, granite or marble for a busy family kitchen? I cook a lot and we have two kids.",
        "For a busy family kitchen, **quartz** is the most forgiving, **granite** a close second, and **marble** the least practical: it's beautiful but etches and stains easily.",
        code(
            "grouped_bar",
            {
                "x": [
                    "stain resistance",
                    "scratch resistance",
                    "heat resistance",
                    "low maintenance",
                ],
                "series": {"quartz": [5, 4, 2, 5], "granite": [4, 5, 5, 3], "marble": [2, 2, 4, 1]},
                "scale": "1 (poor) – 5 (excellent)",
                "y_label": "rating",
                "title": "Countertop comparison",
            },
            "Grouped bar chart rating quartz, granite and marble on four practical criteria",
        ),
        "- **Quartz** (engineered, about 90 % stone in resin): non-porous, no sealing, consistent patterns; use trivets, since hot pans can scorch the resin.\n- **Granite** (natural): very heat- and scratch-resistant; needs resealing every 1–2 years, and each slab is unique.\n- **Marble** (natural, soft): lemon juice, wine and vinegar etch dull spots into it, and it scratches; choose it only if you like a lived-in patina.",
        search(
            "quartz vs granite vs marble kitchen countertop close up",
            "Photos of quartz, granite and marble countertops side by side",
        ),
    ),
    qa(
        "material-selection",
        "Which paint finish should I use in which room? The shop guy mentioned five sheens.",
        "The shinier the sheen, the more durable and washable it is, but the more it shows wall imperfections. A simple rule: **matte for ceilings and low-traffic walls, eggshell for living rooms and bedrooms, satin for kitchens, bathrooms and hallways, semi-gloss for trim and doors, gloss for furniture and high-use trim.**",
        code(
            "bar",
            {
                "x": ["flat/matte", "eggshell", "satin", "semi-gloss", "gloss"],
                "series": {
                    "typical gloss (GU at 60°)": [5, 15, 30, 55, 85],
                    "washability (1–5)": [1, 2, 3, 4, 5],
                },
                "x_label": "sheen",
                "y_label": "value",
                "title": "Paint sheens: shine vs. washability (approx.)",
                "notes": {
                    "flat/matte": "ceilings, low-traffic walls",
                    "eggshell": "living rooms, bedrooms",
                    "satin": "kitchens, bathrooms, halls, kids' rooms",
                    "semi-gloss": "trim, doors, cabinets",
                    "gloss": "furniture, high-use trim",
                },
            },
            "Bar chart of sheen levels and washability with typical rooms",
        ),
        "If your walls have dents and patches, lean one step flatter than you otherwise would; many brands now sell scrubbable matte paints for kitchens and kids' rooms.",
    ),
    qa(
        "material-selection",
        "For a finished basement floor, should I use engineered hardwood, laminate or vinyl plank?",
        "Use **luxury vinyl plank (LVP)**. Basements are below grade, so moisture from the slab and the risk of flooding rule out solid wood and make standard laminate (with its fibreboard core) and engineered hardwood risky.",
        code(
            "table_chart",
            {
                "columns": ["moisture tolerance", "feel/look", "cost per m²", "if it floods"],
                "rows": {
                    "LVP": [
                        "waterproof core",
                        "good, slightly softer",
                        "€25–50",
                        "usually reusable after drying",
                    ],
                    "engineered hardwood": ["limited", "real wood", "€40–90", "usually replaced"],
                    "laminate": [
                        "low (water-resistant types better)",
                        "good",
                        "€15–35",
                        "swells, replaced",
                    ],
                },
                "title": "Basement flooring comparison (typical ranges)",
            },
            "Table comparing LVP, engineered hardwood and laminate for basements",
        ),
        "Whatever you choose, test the slab first (tape a 60 × 60 cm plastic sheet to it for 48 hours; condensation under it means moisture), fix any drainage problems, and lay a vapour barrier or an underlay with an integrated one.",
    ),
    qa(
        "material-selection",
        "Which insulation should I use in my attic? I keep hearing about R-values.",
        "R-value measures resistance to heat flow: the higher the number, the better. For an open attic floor, **blown-in cellulose or fibreglass** is usually the best value; **closed-cell spray foam** has the highest R-value per inch and is best where space is tight, like between roof rafters in a converted attic.",
        code(
            "bar",
            {
                "x": [
                    "fibreglass batts",
                    "blown cellulose",
                    "mineral wool",
                    "open-cell spray foam",
                    "closed-cell spray foam",
                ],
                "series": {"R-value per inch (typical midpoint)": [3.3, 3.5, 3.2, 3.6, 6.5]},
                "x_label": "insulation",
                "y_label": "R per inch (US units)",
                "title": "Typical R-value per inch by insulation type",
            },
            "Bar chart of typical R-value per inch for common insulation types",
        ),
        "What matters most is total R: the US Department of Energy recommends roughly R-30 to R-60 in attics depending on climate, which means about 25–40 cm of loose-fill. Seal air leaks around light fittings, pipes and the loft hatch before insulating, and keep soffit vents clear so the roof space stays ventilated.",
    ),
    qa(
        "renovation-mockup",
        "What would a Japandi-style living room look like? I like minimalism but don't want it cold.",
        "Japandi blends Japanese minimalism with Scandinavian warmth: **a calm, earthy palette, natural materials, low and simple furniture, and only a few handmade objects**.",
        diff(
            "Interior design render of a Japandi living room: low oak sofa with oatmeal linen cushions, a round low walnut coffee table, a paper pendant lamp, a large jute rug, limewashed warm white walls, a single ceramic vase with a branch, a bonsai on a slim sideboard, soft afternoon light through shoji-style sliding screens.",
            "Design concept of a warm Japandi living room",
        ),
        "Key ingredients: a base of warm white, beige and greige with one darker accent (charcoal or walnut); light oak or ash alongside darker wood; linen, wool, paper and stoneware; furniture with clean lines and visible legs; and hidden storage so surfaces stay clear. The warmth comes from texture and soft lighting rather than colour.",
    ),
    qa(
        "renovation-mockup",
        "Ideas for a small bathroom makeover? Ours is a dated 1.7 × 2.4 m room and I want it to feel bigger.",
        "Make it feel bigger with **fewer visual breaks**: large-format light tiles, a wall-hung vanity and toilet, a frameless glass screen, and a big mirror.",
        diff(
            "Interior render of a small modern bathroom: large-format light grey porcelain tiles on floor and walls, a wall-hung oak vanity with a white basin, a wall-hung toilet, a walk-in shower with a frameless glass panel, a large backlit mirror, a recessed niche in the shower, brushed brass fittings.",
            "Design concept of the small bathroom with light tiles and wall-hung fixtures",
        ),
        "A second direction if you'd rather keep the bath: a tiled-in bath with a shower screen, green vertical tiles on one wall as a feature, and white everywhere else.",
        diff(
            "Interior render of a small bathroom with a tiled-in bathtub and a fixed glass shower screen, sage green vertical stacked tiles on the bath wall, white walls elsewhere, a compact white wall-hung vanity, round mirror, matte black fittings.",
            "Design concept of the small bathroom keeping the bath",
        ),
        "Whichever you choose, use the same tile on floor and walls, run tiles to the ceiling in the wet area, and add a recessed niche rather than shelves.",
    ),
    qa(
        "renovation-mockup",
        "Per our renovation brief, how would the living room look with built-in shelving around the window?",
        "Built-in shelving around the window turns the window into a framed focal point and adds a lot of storage; a **window seat** underneath makes the most of the small window.",
        edit(
            0,
            "Add built-in white floor-to-ceiling shelving on both sides of the window and a bridge of shelving above it, with a cushioned window seat with drawers below the window; remove the heavy brown curtains and use a simple linen roman blind; fill the shelves with books and a few ceramics; keep the sofa and rest of the room unchanged.",
            "Mock-up of the living room with built-in shelving and a window seat around the window",
        ),
        "Build the shelves 30–35 cm deep (enough for books) and paint them the same colour as the walls so they look integrated. Budget for a carpenter, or use stacked flat-pack units with a custom top, trim and filler panels as a cheaper route.",
        docs=(
            Doc(
                "Renovation brief – Living room",
                "Goals: more storage, better use of the window wall, brighter feel. Budget: moderate. The current room is shown in the photo.",
                ("ren_living_room_before",),
            ),
        ),
    ),
    qa(
        "renovation-mockup",
        "What colour should I paint my red-brick house? I'm not even sure I should paint it.",
        "Think carefully first: painting brick is **very hard to undo** and adds ongoing maintenance. If you do go ahead, use a breathable **mineral (silicate) paint or limewash**, not standard acrylic masonry paint, which can trap moisture in the brick.",
        "Colour directions that work on older brick houses:\n\n- **Soft white or warm cream** with black window frames: classic and bright.\n- **Warm mid-grey or greige** with white trim: modern but gentle.\n- **Limewash in a light tone**: lets some brick colour show through for a weathered, less 'painted' look, and fades gradually over years.",
        diff(
            "Exterior photo-style render of a two-storey brick house finished in a warm off-white limewash with some red brick showing through, black window frames, a dark green front door, a small front garden, overcast daylight.",
            "Design concept of the brick house in limewash with black windows and a green door",
        ),
        "Before deciding, paint a 1 m² test patch on a side wall and look at it over several days. If you only want a refresh, repainting the windows, doors and gutters in a new colour changes the look dramatically without touching the brick.",
    ),
    qa(
        "renovation-mockup",
        "We're considering a loft conversion. What could it look like as a main bedroom?",
        "A loft works well as a main bedroom if there's enough headroom: a common rule of thumb is at least **2.2 m** from the top of the ceiling joists to the underside of the ridge before conversion. Place the bed under the lowest part of the slope and use the full-height area for walking and dressing.",
        diff(
            "Interior render of a bright loft-conversion master bedroom: sloped white ceiling with two large roof windows, exposed timber beam, a low double bed under the slope, built-in wardrobes in the eaves, light oak floor, a small en-suite behind a glass partition, soft morning light.",
            "Design concept of a loft-conversion main bedroom",
        ),
        "Design tips: use the eaves for built-in storage, add roof windows (or a dormer if you need more standing room), and keep walls and ceiling the same light colour so the slopes don't feel heavy. A conversion needs building-regulation approval for the floor, stairs, fire escape and insulation, so bring in an architect or a loft specialist early.",
    ),
    qa(
        "layout-planning",
        "How big should a kitchen island be, and how much space do I need around it?",
        "Leave **at least 100–110 cm** between the island and the counters around it (about 120 cm if two people cook together or an appliance door opens into the aisle). A workable island is at least **120 × 60 cm**; add **25–30 cm of overhang** and about 60 cm of width per seat if you want stools.",
        code(
            "floor_plan",
            {
                "room": {"width_m": 4.2, "depth_m": 3.8},
                "counters": [{"name": "back counter", "x": 0, "y": 0, "w": 4.2, "d": 0.6}],
                "island": {"x": 1.0, "y": 1.7, "w": 2.2, "d": 0.9, "overhang_m": 0.3, "seats": 3},
                "clearances_m": {"aisle": 1.1, "seating_side": 0.9},
                "title": "Island with 1.1 m working aisle and 3 seats",
            },
            "Plan of a kitchen island with aisle clearances and seating overhang",
        ),
        "In the example, a 2.2 × 0.9 m island leaves a 1.1 m working aisle to the back counter and seats three. If the aisle would drop below about 1 m, choose a narrower island or a peninsula instead.",
    ),
    qa(
        "material-selection",
        "Here's the flooring quote for our 32 m² ground floor. Which option gives the best value?",
        "**Option B, luxury vinyl plank, is the best value at €1,440 installed**, half the price of solid oak, and it's waterproof. Tile (C) is worth the extra €800 only if you want maximum durability, and solid oak (A) only if you value real wood that can be sanded and refinished for decades.",
        ref(0, "The four flooring samples included with the quote"),
        code(
            "bar",
            {
                "x": ["A solid oak", "B luxury vinyl plank", "C porcelain tile", "D cork"],
                "series": {"installed cost for 32 m² (€)": [2720, 1440, 2240, 1760]},
                "x_label": "option",
                "y_label": "€",
                "title": "Installed cost for 32 m²",
            },
            "Bar chart of total installed cost for each flooring option",
        ),
        "Per square metre the quote works out at €85 (oak), €45 (LVP), €70 (tile) and €55 (cork). Remember to budget another 5–10 % for offcuts and for skirting boards.",
        docs=(
            Doc(
                "Flooring quote (installed prices incl. VAT)",
                "Area: 32 m². A Solid oak €85/m². B Luxury vinyl plank €45/m². C Porcelain tile (matte) €70/m². D Cork €55/m². Samples attached.",
                ("ren_flooring_samples",),
            ),
        ),
    ),
    qa(
        "layout-planning",
        "I have a 6 × 4 m sunny patch in the garden. How should I lay out raised vegetable beds?",
        "Fit **three 1.2 × 3.0 m beds running north–south**, with 60 cm paths between and around them and a 1 m strip at one end for a compost bin and water butt. Beds no wider than 1.2 m let you reach the middle from both sides without stepping on the soil.",
        code(
            "floor_plan",
            {
                "area": {"width_m": 6.0, "depth_m": 4.0},
                "beds": [
                    {"name": "bed 1", "x": 0.6, "y": 0.0, "w": 1.2, "d": 3.0},
                    {"name": "bed 2", "x": 2.4, "y": 0.0, "w": 1.2, "d": 3.0},
                    {"name": "bed 3", "x": 4.2, "y": 0.0, "w": 1.2, "d": 3.0},
                ],
                "paths_m": 0.6,
                "service_strip": {"y": 3.0, "d": 1.0, "items": ["compost bin", "water butt"]},
                "north": "up",
                "title": "Raised beds in a 6 × 4 m plot",
            },
            "Plan of three raised beds with paths and a service strip",
        ),
        "Running the beds north–south gives both sides equal sun. Put tall crops (tomatoes, beans) at the north end so they don't shade the rest, and rotate crop families between the three beds each year. Make paths 80–90 cm wide instead if you'll use a wheelbarrow, and shorten the beds accordingly.",
    ),
)


# =========================================================================== Product

PRODUCT: tuple[Spec, ...] = (
    vqa(
        "feature-explanation",
        "What do the buttons and the sensor on the back of this watch do?",
        "prod_smartwatch",
        "The **digital crown** (upper right) scrolls, zooms and returns to the watch face when pressed; the **side button** below it opens your recent or favourite apps, and a double press usually brings up payments. The round window on the back is the **optical heart-rate sensor**.",
        edit(
            0,
            "Add labels with leader lines: on the front view 'digital crown – scroll / press for home' and 'side button – apps / double-press wallet'; on the back view 'optical heart-rate sensor (green LEDs + photodiodes)'.",
            "The watch front and back with the crown, side button and sensor labelled",
        ),
        "The sensor's green LEDs flash many times per second, and the photodiodes measure how much light your blood absorbs; because blood absorbs green light, each heartbeat shows up as a small change. For accurate readings wear the watch snugly, about a finger's width above the wrist bone.",
    ),
    vqa(
        "feature-explanation",
        "What do P, A, S and M mean on my camera's mode dial? It's set to A now.",
        "prod_camera_dial",
        "They are exposure modes that decide who sets the aperture and shutter speed:\n\n- **P (Program)**: the camera picks both, and you can still change ISO and exposure compensation.\n- **A (Aperture priority)**, where your dial is now: you set the aperture (f-number), the camera picks the shutter speed. Best for controlling background blur.\n- **S (Shutter priority)**: you set the shutter speed, the camera picks the aperture. Best for freezing or blurring motion.\n- **M (Manual)**: you set both.",
        edit(
            0,
            "Add a short caption next to each mode letter: P 'camera sets both', A 'you set aperture', S 'you set shutter speed', M 'you set both', and highlight the A position under the white index mark.",
            "The mode dial annotated with what each mode controls",
        ),
        "All three settings (aperture, shutter speed and ISO) trade off against each other, so when you fix one, the others must compensate to keep the same exposure.",
        code(
            "diagram",
            {
                "type": "triangle",
                "vertices": {
                    "aperture": "f/1.8 ↔ f/16: depth of field",
                    "shutter speed": "1/1000 s ↔ 1 s: motion blur",
                    "ISO": "100 ↔ 6400: noise",
                },
                "centre": "exposure",
                "title": "Exposure triangle",
            },
            "Exposure-triangle diagram linking aperture, shutter speed and ISO",
        ),
    ),
    vqa(
        "usage-demonstration",
        "Got this French press as a gift. How do I actually make good coffee with it?",
        "prod_french_press",
        "Use **coarse grounds, water just off the boil, a 4-minute steep and a slow plunge**. A good starting ratio is 1:15, e.g. 30 g of coffee to 450 ml of water.",
        "1. Preheat the glass with hot water, then discard it.\n2. Add 30 g of coarsely ground coffee (like breadcrumbs, not powder).\n3. Pour in 450 ml of water at about 93–96 °C (boiled, then rested 30 seconds), making sure all the grounds are wet.\n4. Put the lid on with the plunger pulled all the way up and steep for 4 minutes.\n5. Stir the crust gently or break it with a spoon, then press the plunger down slowly over about 20 seconds.\n6. Pour immediately; coffee left on the grounds turns bitter.",
        diff(
            "Step-by-step illustration in four small panels: coarse coffee grounds in a glass French press; hot water being poured in; a timer showing 4:00 with the lid on and plunger up; a hand pressing the plunger down slowly; warm kitchen style.",
            "Illustrated sequence of brewing with the French press",
        ),
    ),
    vqa(
        "usage-demonstration",
        "How do I cook frozen fries in this air fryer? The display is showing 200 °C and 15:00.",
        "prod_air_fryer",
        "Those defaults are close: for frozen fries, cook at **200 °C for 15–20 minutes**, shaking the basket halfway. No oil is needed for most frozen fries because they're pre-fried.",
        "1. Preheat for 3 minutes at 200 °C (press the + and − buttons to set temperature and time).\n2. Fill the basket no more than half full, in an even layer, so the air can circulate.\n3. Start the timer at 15:00; at about 8 minutes pull out the basket by the handle and shake it.\n4. Check at 15 minutes and add 2–5 minutes for extra crispness.",
        edit(
            0,
            "Annotate the air fryer: an arrow to the temperature display saying '200 °C', an arrow to the timer saying '15–20 min', and an arrow to the basket handle saying 'shake at halfway'; add a dashed line inside the basket labelled 'max ½ full'.",
            "The air fryer annotated with settings, the shake step and the fill line",
        ),
        "Don't press the release button on the handle while shaking, or the inner basket will detach.",
    ),
    vqa(
        "product-comparison",
        "Which of these two is better for long-haul flights?",
        "prod_headphones_two",
        "**A, the over-ear headphones**, are the better choice for long flights: 30 hours of battery covers even the longest trips on one charge, and over-ear cups usually block low engine rumble more effectively and are comfortable for hours.",
        code(
            "grouped_bar",
            {
                "x": [
                    "battery per charge (h)",
                    "total with case (h)",
                    "weight (g, per unit)",
                    "price ($)",
                ],
                "series": {"A over-ear": [30, 30, 250, 349], "B earbuds": [6, 30, 10, 249]},
                "x_label": "spec",
                "y_label": "value",
                "title": "Headphones A vs. B (from the product card)",
                "normalize_per_metric": True,
            },
            "Grouped bar chart comparing the two headphones on battery, weight and price",
        ),
        "B's earbuds last only 6 hours before they need the case, which interrupts a 12-hour flight, and earbuds can get uncomfortable after several hours. B is the better pick if you travel light or want to sleep on your side. Whichever you choose, bring an airline adapter or make sure the headphones support a wired connection for the in-flight entertainment.",
    ),
    vqa(
        "feature-explanation",
        "Flipped my robot vacuum over. What are all these parts underneath?",
        "prod_robot_vacuum_underside",
        "From front to back: a **front caster wheel** for steering, two **charging contacts** that touch the dock, a **side brush** that sweeps dirt from edges into the path, four **cliff sensors** around the rim that stop it falling down stairs, two **drive wheels** with rubber treads, the **main roller brush** in the middle that does most of the cleaning, and the **dustbin** at the rear.",
        edit(
            0,
            "Add labels with leader lines to: front caster wheel, charging contacts, side brush, cliff sensors (point to all four blue windows), left and right drive wheels, main roller brush, dustbin.",
            "The vacuum's underside with every part labelled",
        ),
        "If the robot keeps stopping at dark rugs or refuses to move, wipe the cliff sensors first; dust on them is a common cause.",
    ),
    vqa(
        "usage-demonstration",
        "My robot vacuum is getting loud and leaving hair behind. How do I clean the brushes?",
        "prod_robot_vacuum_underside",
        "Hair wrapped around the **main roller brush** and **side brush** is almost certainly the cause. Clean both and the caster wheel, and it takes about 10 minutes.",
        edit(
            0,
            "Highlight the main roller brush, the side brush and the front caster wheel in orange, and add numbered tags 1 (roller brush), 2 (side brush), 3 (caster wheel).",
            "The underside with the parts to clean highlighted and numbered",
        ),
        "1. Switch the robot off and turn it over on a towel.\n2. **Roller brush**: release the brush guard clips, lift the brush out, cut wrapped hair along the groove with scissors or the cleaning tool, and pull the hair off the end caps.\n3. **Side brush**: unscrew or pull it off, untangle hair from the base, and straighten bent bristles in warm water.\n4. **Caster wheel**: pull it out and remove hair from the axle.\n5. Empty the dustbin and tap out the filter.\n\nDo this weekly if you have pets; replace the side brush every 3–6 months and the roller every 6–12.",
    ),
    vqa(
        "product-comparison",
        "I edit 4K video as a hobby. Based on this spec sheet, which laptop should I buy?",
        "prod_laptop_specs_table",
        "Buy **Laptop Y**. For 4K editing, the dedicated RTX 4060 GPU, 12-core CPU and 32 GB of RAM matter far more than anything else on the sheet, and Laptop X's integrated graphics and 16 GB will make timeline playback and exports much slower.",
        edit(
            0,
            "Highlight the GPU, CPU, RAM and Storage rows in green in the Laptop Y column, and the Display and Weight rows in yellow in the Laptop X column with the note 'X wins here'.",
            "The spec table with Y's editing advantages and X's strengths highlighted",
        ),
        "X does have two real advantages: its OLED screen covers 100 % DCI-P3, which is better for colour grading than Y's sRGB panel, and it's a full kilogram lighter with twice the battery life. If colour accuracy matters, pair Laptop Y with an external calibrated monitor.",
        code(
            "bar",
            {
                "x": ["CPU cores", "RAM (GB)", "storage (TB)", "weight (kg)", "battery (h)"],
                "series": {"Laptop X": [8, 16, 0.5, 1.3, 15], "Laptop Y": [12, 32, 1, 2.3, 7]},
                "normalize_per_metric": True,
                "title": "Laptop X vs. Y (from the spec sheet)",
            },
            "Normalised bar chart comparing the two laptops on the key specs",
        ),
    ),
    qa(
        "product-comparison",
        "OLED, Mini-LED or QLED for a new TV? I watch a lot of movies in a dark room but the kids game in daylight.",
        "For movies in a dark room, **OLED** gives the best picture because each pixel turns off completely, giving perfect blacks and no blooming. For a bright room, **Mini-LED** gets much brighter. With both uses in mind, a Mini-LED is the safer all-rounder, and OLED if movie nights matter most.",
        code(
            "grouped_bar",
            {
                "x": [
                    "black level / contrast",
                    "peak brightness",
                    "viewing angle",
                    "burn-in risk (higher = safer)",
                    "price value",
                ],
                "series": {
                    "OLED": [5, 3, 5, 3, 3],
                    "Mini-LED": [4, 5, 3, 5, 4],
                    "QLED (standard LED)": [3, 4, 2, 5, 5],
                },
                "scale": "1 (poor) – 5 (excellent)",
                "title": "TV panel technologies compared",
            },
            "Grouped bar chart comparing OLED, Mini-LED and QLED",
        ),
        "'QLED' usually means an LCD with a quantum-dot layer for richer colour; Mini-LED is a QLED with thousands of tiny backlight zones, which narrows the contrast gap to OLED. OLED's remaining weakness is burn-in from static game HUDs over very long sessions, though modern sets mitigate it well.",
    ),
    qa(
        "product-comparison",
        "Induction, gas or ceramic electric hob: which is most efficient?",
        "**Induction** is the most efficient by a wide margin. US Department of Energy estimates put induction at about 85 % of energy reaching the food, electric ceramic or coil at about 75 %, and gas at about 32 %.",
        code(
            "bar",
            {
                "x": ["induction", "electric (ceramic/coil)", "gas"],
                "series": {"energy transfer efficiency (%)": [85, 75, 32]},
                "x_label": "cooktop",
                "y_label": "%",
                "title": "Cooktop energy efficiency (approx., US DOE)",
            },
            "Bar chart of cooktop energy-transfer efficiency",
        ),
        "Induction heats the pan directly through a magnetic field, so little heat escapes and the surface stays relatively cool. It also responds almost as fast as gas and is easy to clean. The catches: it needs magnetic cookware (test with a fridge magnet) and usually a dedicated circuit. Gas also adds indoor air pollution (nitrogen dioxide), which is another argument for switching.",
    ),
    qa(
        "product-comparison",
        "Mirrorless vs DSLR: what's the actual difference inside the camera?",
        "The difference is the **mirror**. A DSLR bounces light from the lens up through a pentaprism to an optical viewfinder, and the mirror flips up when you shoot. A mirrorless camera has no mirror: light goes straight to the sensor, which feeds an electronic viewfinder or screen.",
        code(
            "cross_section_diagram",
            {
                "panels": [
                    {
                        "title": "DSLR",
                        "light_path": ["lens", "mirror (45°)", "pentaprism", "optical viewfinder"],
                        "on_shutter": "mirror flips up → sensor",
                    },
                    {
                        "title": "Mirrorless",
                        "light_path": ["lens", "sensor", "electronic viewfinder / screen"],
                    },
                ],
                "title": "Light path: DSLR vs. mirrorless",
            },
            "Side-by-side cross-section diagrams of the light path in a DSLR and a mirrorless camera",
        ),
        "Practical consequences: mirrorless bodies are smaller and lighter, show the exposure before you shoot, and use on-sensor autofocus with excellent face and eye tracking. DSLRs have a lag-free optical view and usually longer battery life. Most manufacturers now develop new models only for mirrorless.",
        search(
            "DSLR vs mirrorless camera body side by side",
            "Photo of a DSLR next to a mirrorless camera body",
        ),
    ),
    qa(
        "product-comparison",
        "The store gave me this comparison sheet for three robot vacuums. Which is best for a 90 m² flat with a long-haired cat?",
        "**Model B** is the best fit: it has the rubber anti-tangle roller and the self-emptying dock, which matter most with long cat hair, and 150 minutes of runtime easily covers 90 m².",
        code(
            "grouped_bar",
            {
                "x": ["suction (Pa)", "runtime (min)", "bin (ml)", "price (€)"],
                "series": {
                    "Model A": [2500, 120, 400, 299],
                    "Model B": [4000, 150, 2500, 549],
                    "Model C": [5000, 180, 300, 699],
                },
                "normalize_per_metric": True,
                "title": "Robot vacuum comparison (from the store sheet)",
            },
            "Normalised grouped bar chart of suction, runtime, bin size and price",
        ),
        "Model C has more suction and a mop, but no self-emptying dock and a bristle roller that will tangle with long hair. Model A's 400 ml bin would need emptying after nearly every run. B's dock holds weeks of hair, so you rarely touch the bin.",
        docs=(
            Doc(
                "Store comparison sheet: robot vacuums",
                "Model A: 2,500 Pa suction, 120 min runtime, 400 ml bin, bristle roller, €299. Model B: 4,000 Pa, 150 min, self-emptying dock (2.5 L bag), rubber anti-tangle roller, €549. Model C: 5,000 Pa, 180 min, 300 ml bin, bristle roller, mop pad, €699.",
                (),
            ),
        ),
    ),
    qa(
        "feature-explanation",
        "How does active noise cancellation actually work in headphones?",
        "ANC uses microphones to record incoming noise and plays an **inverted copy** of it through the speaker. When the noise wave and the anti-noise wave meet, their peaks and troughs cancel out (destructive interference), so you hear much less of the noise.",
        code(
            "line",
            {
                "x": "t from 0 to 20 ms",
                "series": {
                    "noise": "sin(2π·100t)",
                    "anti-noise": "−sin(2π·100t)",
                    "sum heard": "0 (residual small)",
                },
                "x_label": "time (ms)",
                "y_label": "pressure",
                "title": "Noise + inverted anti-noise ≈ silence",
            },
            "Plot of a noise wave, its inverted anti-noise and the near-flat sum",
        ),
        "It works best on steady, low-frequency sound such as engine drone, air conditioning and train rumble, because the processor can predict it. Sudden or high-pitched sounds (voices, clatter) change too fast, so those are mostly blocked by the ear cushions or tips instead (passive isolation). That's why a good seal matters as much as the ANC chip.",
    ),
    qa(
        "feature-explanation",
        "What does HDR on a TV actually do? Is it just a marketing sticker?",
        "HDR (high dynamic range) lets a TV show **much brighter highlights and more detail in shadows at the same time**, with a wider range of colours. Standard (SDR) content is mastered for about 100 nits of brightness; HDR content is mastered for 1,000 nits or more, up to 10,000 nits in the standard.",
        code(
            "bar",
            {
                "x": ["SDR mastering", "typical HDR mastering", "HDR10 / Dolby Vision ceiling"],
                "series": {"peak brightness (nits)": [100, 1000, 10000]},
                "y_scale": "log",
                "x_label": "format",
                "y_label": "nits (log scale)",
                "title": "Brightness range: SDR vs. HDR",
            },
            "Log-scale bar chart of SDR and HDR brightness ranges",
        ),
        "It isn't just a sticker, but a TV can 'support' HDR without having the brightness to show it well. Look for peak brightness of roughly 600–1,000 nits or more and local dimming (or OLED). Formats: HDR10 is universal; Dolby Vision and HDR10+ add scene-by-scene adjustments.",
    ),
    qa(
        "feature-explanation",
        "Is a 120 Hz phone screen really noticeable compared to 60 Hz?",
        "Yes, for motion: a 120 Hz screen draws a new frame every **8.3 ms** instead of every **16.7 ms** at 60 Hz, so scrolling, swiping and games look visibly smoother and feel more responsive.",
        code(
            "timeline",
            {
                "duration_ms": 50,
                "series": {
                    "60 Hz frames": [0, 16.7, 33.3, 50.0],
                    "120 Hz frames": [0, 8.3, 16.7, 25.0, 33.3, 41.7, 50.0],
                },
                "x_label": "time (ms)",
                "title": "Frame timing at 60 Hz vs. 120 Hz",
            },
            "Timeline of frame ticks at 60 Hz and 120 Hz",
        ),
        "Most people notice the difference within minutes of scrolling, and going back to 60 Hz feels choppy. The cost is battery; phones with adaptive (LTPO) displays drop to as low as 1–10 Hz for static content to save power. Videos, usually 24–30 fps, don't benefit.",
    ),
    qa(
        "feature-explanation",
        "According to the user guide, how does the heart-rate sensor on the back of my watch work?",
        "It uses **photoplethysmography (PPG)**: the green LEDs shine into your wrist and the photodiodes measure how much light is reflected back. Blood absorbs green light, so each heartbeat's pulse of blood causes a small dip in reflected light; the watch counts these dips to calculate your heart rate.",
        ref(0, "The guide's front and back views of the watch with the sensor window"),
        code(
            "line",
            {
                "x": "t from 0 to 5 s",
                "series": {
                    "reflected light (a.u.)": "periodic pulse at 72 bpm with a dicrotic notch"
                },
                "x_label": "time (s)",
                "y_label": "signal",
                "title": "Illustrative PPG signal (72 bpm)",
                "annotations": [{"text": "one heartbeat = one peak"}],
            },
            "Illustrative PPG waveform with one peak per heartbeat",
        ),
        "Accuracy drops with a loose strap, tattoos, cold skin or vigorous wrist movement (such as weight lifting). For interval training, a chest strap, which measures electrical signals, is more accurate.",
        docs=(
            Doc(
                "Smartwatch user guide – Health sensors",
                "The optical heart sensor on the back of the watch uses green LEDs paired with light-sensitive photodiodes. Wear the watch snugly for best results.",
                ("prod_smartwatch",),
            ),
        ),
    ),
    qa(
        "feature-explanation",
        "The manual says my air fryer cooks faster than an oven. Why is that?",
        "Because it's a **small, powerful convection oven**: a heating element sits right above the food, and a fan blows hot air down and around the basket at high speed. The small chamber heats up in a couple of minutes, and the fast airflow strips away the cool, moist layer of air around the food, so heat transfers much faster and the surface dries and crisps.",
        ref(0, "The air fryer from the manual, with display and pull-out basket"),
        diff(
            "Cutaway illustration of a basket air fryer: heating element and fan at the top, red arrows of hot air blowing down, around and up through a perforated basket of fries, technical infographic style, no text.",
            "Cutaway illustration of the airflow inside an air fryer",
        ),
        "That's also why the manual tells you not to overfill the basket: if the food is packed in, air can't circulate and it steams instead of crisping. As a rule of thumb, lower a conventional-oven recipe's temperature by about 20 °C and cut the time by 20–25 %.",
        docs=(
            Doc(
                "Air fryer manual – How it works",
                "Rapid air technology circulates hot air around the food for crispy results with little or no oil. Preheating takes about 3 minutes.",
                ("prod_air_fryer",),
            ),
        ),
    ),
    qa(
        "usage-demonstration",
        "How do I use a moka pot without making burnt-tasting coffee?",
        "Use **pre-heated water, medium-fine grounds that you don't tamp, and low-to-medium heat**, and take it off as soon as it starts to sputter.",
        search(
            "moka pot parts diagram boiler funnel filter upper chamber",
            "Diagram of a moka pot's boiler, funnel basket and upper chamber",
        ),
        "1. Fill the bottom chamber with hot water up to just below the safety valve.\n2. Fill the funnel basket with medium-fine coffee (a bit coarser than espresso), level it off without pressing.\n3. Screw the top on tightly using a towel (the base is hot) and put it on low-to-medium heat with the lid open.\n4. When coffee starts flowing, lower the heat; when it turns pale and starts gurgling, take it off and cool the base under a cold tap to stop extraction.\n5. Stir the coffee in the upper chamber before pouring.",
        diff(
            "Illustration of a moka pot on a gas stove with the lid open, rich brown coffee flowing smoothly from the central spout, a hand ready to lift it off, warm kitchen light.",
            "Illustration of coffee flowing correctly in a moka pot",
        ),
    ),
    qa(
        "usage-demonstration",
        "I bought a 3-pack mesh Wi-Fi system for a two-storey house. Where should I put the units?",
        "Put the **main unit next to your modem**, and place each satellite **about halfway between the main unit and the area with weak coverage**, not in the dead zone itself; satellites need a strong signal from the main unit to pass along.",
        code(
            "floor_plan",
            {
                "floors": [
                    {
                        "name": "ground floor",
                        "items": [
                            {"name": "modem + main node", "pos": "living room, central shelf"},
                            {"name": "satellite 1", "pos": "hallway, halfway to kitchen/back room"},
                        ],
                    },
                    {
                        "name": "first floor",
                        "items": [
                            {"name": "satellite 2", "pos": "landing, roughly above the main node"}
                        ],
                    },
                ],
                "max_spacing_m": 10,
                "rules": [
                    "no more than 2 walls between nodes",
                    "1–1.5 m off the floor",
                    "away from microwaves, fish tanks, mirrors",
                ],
                "title": "Mesh node placement for a two-storey house",
            },
            "Two-floor plan showing where to place the main node and the two satellites",
        ),
        "Set-up: connect the main unit to the modem with the Ethernet cable, power it on and follow the app; then add each satellite one at a time, using the app's placement check (most show a 'good/too far' indicator). If you have Ethernet in the walls, wiring the satellites to the main unit (wired backhaul) gives the best speed.",
    ),
    qa(
        "usage-demonstration",
        "How do I use a meat thermometer correctly? My chicken is always either dry or undercooked.",
        "Insert the probe into the **thickest part of the meat, not touching bone**, and cook to the safe temperature: for chicken, 74 °C in the thickest part of the breast and at least 74 °C in the thigh (many cooks prefer 80–85 °C for thighs).",
        diff(
            "Close-up illustration of an instant-read digital meat thermometer inserted horizontally into the thickest part of a roast chicken breast, not touching the bone, display reading 74 °C, kitchen setting.",
            "Illustration of correct probe placement in a chicken breast",
        ),
        "Tips:\n\n- For thin cuts, insert the probe from the side so the tip sits in the centre.\n- Check in two spots on large roasts.\n- Pull meat 2–3 °C before the target: it keeps rising while it rests.\n- Calibrate once in a while by putting the probe in iced water; it should read 0 °C.",
    ),
    qa(
        "usage-demonstration",
        "Here's the quick start guide for my robot vacuum. What routine maintenance does it need?",
        "Plan on a **quick weekly check and a few parts on a replacement schedule**.",
        ref(0, "The guide's view of the vacuum's underside"),
        "- **After each run or two**: empty the dustbin.\n- **Weekly**: remove hair from the main roller brush and side brush, tap out the filter, wipe the cliff sensors and charging contacts with a dry cloth.\n- **Monthly**: pull out the caster wheel and clear hair from the axle, and wipe the drive-wheel treads.\n- **Replace**: filter every 2–3 months, side brush every 3–6 months, main brush every 6–12 months.",
        docs=(
            Doc(
                "Robot vacuum quick start guide",
                "Before first use, remove the protective film, attach the side brush and fully charge the robot on the dock. Keep sensors clean for reliable navigation.",
                ("prod_robot_vacuum_underside",),
            ),
        ),
    ),
    qa(
        "usage-demonstration",
        "How do I set up my camera to photograph the Milky Way? I have a 24 mm f/2.8 lens on a full-frame body.",
        "Start with **manual mode, f/2.8, 20 seconds, ISO 3200, manual focus at infinity**, on a tripod. 20 s comes from the '500 rule': the longest exposure before stars start to streak is about 500 ÷ focal length (on full frame), so 500 ÷ 24 ≈ 20 s.",
        code(
            "bar",
            {
                "x": ["14 mm", "20 mm", "24 mm", "35 mm", "50 mm"],
                "series": {"max exposure (s), 500 rule, full frame": [35.7, 25, 20.8, 14.3, 10]},
                "x_label": "focal length",
                "y_label": "seconds",
                "title": "Longest exposure before star trails (500 rule)",
            },
            "Bar chart of the maximum exposure time per focal length",
        ),
        "Checklist: shoot RAW, use a 2-second timer or remote, turn off image stabilisation on the tripod, focus manually on a bright star using live view at maximum zoom, and shoot on a moonless night away from city lights, with the Milky Way core visible in the southern sky (northern hemisphere) between roughly March and October.",
        search(
            "Milky Way photo 24mm f/2.8 20 seconds ISO 3200 example",
            "Example Milky Way photo taken with similar settings",
        ),
    ),
    qa(
        "product-comparison",
        "Oscillating-rotating or sonic electric toothbrush: is one actually better?",
        "Both clean better than a manual brush, and neither is clearly superior for most people; **pick the one whose head shape and feel you'll actually use twice a day for two minutes**. Oscillating-rotating brushes have a small round head that cups each tooth; sonic brushes have a regular-shaped head that vibrates side to side at high speed.",
        search(
            "oscillating rotating vs sonic toothbrush head comparison",
            "Photo comparing a round oscillating head with an oval sonic head",
        ),
        "Some systematic reviews have found a small plaque-reduction advantage for oscillating-rotating brushes, but the difference is modest. Sonic brushes tend to be quieter and feel gentler; round heads make it easier to clean tooth by tooth. Both should have a pressure sensor and a 2-minute timer.",
    ),
    qa(
        "product-comparison",
        "Standing desk: single motor or dual motor? The dual is €150 more.",
        "Go **dual motor** if the desk is wider than about 140 cm, if you'll put heavy gear on it (large monitors, a desktop PC), or if you want it to go high. Single-motor frames are fine for a small desk with a laptop and one monitor.",
        code(
            "grouped_bar",
            {
                "x": [
                    "lifting capacity (kg)",
                    "speed (mm/s)",
                    "stability at full height (1–5)",
                    "noise (dB, lower better)",
                ],
                "series": {
                    "single motor (typical)": [70, 25, 3, 50],
                    "dual motor (typical)": [120, 38, 4, 48],
                },
                "normalize_per_metric": True,
                "title": "Typical single vs. dual-motor standing desks",
            },
            "Grouped bar chart of typical lifting capacity, speed, stability and noise",
        ),
        "Stability is often more about the frame than the motors: look for a frame with a crossbar or three-stage legs, and check that the lowest height fits you when sitting (about 60–65 cm for shorter people).",
    ),
    qa(
        "feature-explanation",
        "What's the difference between a USB-C port and a Thunderbolt port? They look the same.",
        "USB-C is the **shape of the connector**; Thunderbolt is a **protocol** that uses that connector. A USB-C port can carry anything from slow USB 2.0 to fast USB4, while a Thunderbolt 4 port guarantees 40 Gbps, support for two 4K displays, PCIe for external GPUs or fast drives, and charging.",
        code(
            "bar",
            {
                "x": [
                    "USB 2.0",
                    "USB 3.2 Gen 1",
                    "USB 3.2 Gen 2",
                    "USB 3.2 Gen 2x2",
                    "USB4 (40)",
                    "Thunderbolt 3/4",
                    "Thunderbolt 5",
                ],
                "series": {"max data rate (Gbps)": [0.48, 5, 10, 20, 40, 40, 80]},
                "x_label": "standard",
                "y_label": "Gbps",
                "title": "Max data rate of standards that can use a USB-C port",
            },
            "Bar chart of maximum data rates for USB-C-compatible standards",
        ),
        "To tell them apart, look for the lightning-bolt icon next to the port, or check the laptop's spec sheet. Cables matter too: a cheap USB-C charging cable may carry only USB 2.0 data.",
        search(
            "Thunderbolt lightning bolt icon next to USB-C port on laptop",
            "Photo of a laptop's USB-C port with the Thunderbolt icon",
        ),
    ),
)


# =========================================================================== Travel

TRAVEL: tuple[Spec, ...] = (
    vqa(
        "landmark-introduction",
        "Took this in Paris from a big lawn. What's the story behind this tower?",
        "trav_tower_sketch",
        "That's the **Eiffel Tower**, seen from the Champ de Mars lawn. It was built in 1887–1889 by Gustave Eiffel's engineering company as the entrance arch for the 1889 World's Fair marking the centenary of the French Revolution, and at about 300 m it was the tallest structure in the world until 1930.",
        "Many Parisian artists protested against it as an eyesore, and it was meant to stand for only 20 years; it was saved partly because it proved useful as a radio transmission tower. It is made of about 18,000 wrought-iron parts held together by some 2.5 million rivets, is repainted roughly every seven years, and now stands about 330 m tall with its antennas.",
        search(
            "Eiffel Tower under construction 1888 photograph",
            "Historic photograph of the Eiffel Tower under construction",
        ),
        "Visitors can go up to two public levels and the summit; booking a timed ticket online saves a long queue, and the tower sparkles for five minutes on the hour after dark.",
    ),
    vqa(
        "landmark-introduction",
        "What's this building with the sail-shaped roof? Saw it from a ferry.",
        "trav_opera_house",
        "It's the **Sydney Opera House**, with the Sydney Harbour Bridge behind it. Danish architect Jørn Utzon won the design competition in 1957, and the building opened in 1973; it was listed as a UNESCO World Heritage Site in 2007.",
        "The 'sails' are precast concrete shells whose geometry Utzon finally solved by cutting them all from the surface of one imaginary sphere, and they are covered with more than a million glazed white and cream tiles. The project ran years late and far over budget, and Utzon resigned in 1966 before it was finished.",
        search(
            "Sydney Opera House roof shells close up tiles",
            "Close-up photo of the tiled roof shells",
        ),
        "It holds several performance venues, the largest being the Concert Hall; guided tours run daily, and even without a show ticket you can walk all around it on the harbour promenade.",
    ),
    vqa(
        "landmark-introduction",
        "Why is this tower leaning? My kids want to know if it will fall over.",
        "trav_leaning_tower",
        "It's the **Leaning Tower of Pisa**, the bell tower of Pisa Cathedral, and it leans because it was built on **soft, sandy clay soil** that compressed unevenly under one side. Construction began in 1173, and the tilt had already started by the time the third storey was built.",
        "Builders paused for almost a century at a time because of wars, which let the soil settle and probably saved it from collapsing; later storeys were even built slightly curved to compensate. Completed around 1372, it's about 56 m tall.",
        search(
            "Leaning Tower of Pisa stabilization works 1990s counterweights",
            "Photo of the 1990s stabilisation works on the tower",
        ),
        "For the kids: it's not going to fall. Engineers closed it from 1990 to 2001, removed soil from under the high side and reduced the lean from about 5.5° to around 4°, and it's expected to stay stable for at least a couple of centuries. Visitors can climb its nearly 300 steps with a timed ticket (children must be 8 or older).",
    ),
    vqa(
        "route-map",
        "I'm staying near Harbor station. What's the best way to get to University on this metro?",
        "trav_metro_map",
        "Take the **Red line west to Central, then change to the Blue line south to University**: 4 stops with just one change.",
        edit(
            0,
            "Highlight the route: thicken the Red line from Harbor to Central and the Blue line from Central to University with a glowing outline, mark Harbor as 'start', Central as 'change' and University as 'end', and fade the rest of the map.",
            "Metro map with the Harbor → Central → University route highlighted",
        ),
        "1. At Harbor, board the Red line toward Airport and ride 2 stops (Old Town, Central).\n2. At Central, change to the Blue line toward University.\n3. Ride 2 stops (Market, University).\n\nThere's also a 3-stop route (Red to Old Town, Green to Market, Blue to University), but it needs two changes, which is usually slower and more confusing.",
    ),
    vqa(
        "route-map",
        "I only have one day in Kyoto. In what order should I visit the places on this map so I don't waste time going back and forth?",
        "trav_kyoto_map",
        "Do a clockwise loop: **Fushimi Inari first thing, then Kiyomizu-dera and Gion, then Nijo Castle, and Kinkaku-ji before it closes**, skipping Arashiyama, which is far west and deserves its own half-day.",
        edit(
            0,
            "Draw a numbered route with arrows: Kyoto Station (start) → Fushimi Inari (1) → Kiyomizu-dera (2) → Gion (3) → Nijo Castle (4) → Kinkaku-ji (5); grey out Arashiyama with the note 'another day'.",
            "The Kyoto map with the one-day route drawn in order",
        ),
        "- **7:00 Fushimi Inari** (5 minutes by JR Nara line from Kyoto Station): the torii tunnels are empty early.\n- **10:00 Kiyomizu-dera**, then walk down the old lanes of Sannenzaka and Ninenzaka into **Gion** for lunch.\n- **14:00 Nijo Castle** (bus or taxi, about 20 minutes).\n- **15:30 Kinkaku-ji** (closes at 17:00), then back to Gion for dinner and an evening walk on Hanamikoji.",
    ),
    vqa(
        "itinerary-planning",
        "Can you turn the spots on this map into a 3-day Kyoto plan?",
        "trav_kyoto_map",
        "Group the spots by area, one area per day: **Day 1 the east (Fushimi Inari, Kiyomizu-dera, Gion), Day 2 the west (Arashiyama, then Kinkaku-ji), Day 3 the centre (Nijo Castle) plus markets or a day trip.**",
        code(
            "itinerary_map",
            {
                "base_map": "schematic Kyoto (7 pins)",
                "days": {
                    "Day 1": ["Kyoto Station", "Fushimi Inari", "Kiyomizu-dera", "Gion"],
                    "Day 2": ["Arashiyama", "Kinkaku-ji"],
                    "Day 3": [
                        "Nijo Castle",
                        "Nishiki Market (not on map)",
                        "optional: Nara day trip",
                    ],
                },
                "colors": {"Day 1": "red", "Day 2": "green", "Day 3": "blue"},
                "title": "3 days in Kyoto by area",
            },
            "Map of the seven spots with each day's route in its own colour",
        ),
        "**Day 1**: Fushimi Inari at opening, Kiyomizu-dera late morning, then the Higashiyama lanes down to Gion for the evening.\n\n**Day 2**: Arashiyama early (bamboo grove before 8:00, Tenryu-ji, the river), then bus to Kinkaku-ji in the afternoon.\n\n**Day 3**: Nijo Castle in the morning and Nishiki Market for lunch, leaving the afternoon free, or swap the day for Nara (45 minutes by train) to see Todai-ji and the deer.",
        search("Arashiyama bamboo grove early morning", "Photo of the Arashiyama bamboo grove"),
    ),
    vqa(
        "route-map",
        "We have about 3 hours with two kids (6 and 9). Which trail on this park map should we do?",
        "trav_trail_map",
        "Do the **blue Lakeshore Loop with the green Waterfall Spur** added on: about 5.6 km in total, mostly flat, with a waterfall as the highlight, which should take 2½–3 hours at kid pace with a snack break.",
        edit(
            0,
            "Highlight the Lakeshore Loop and the Waterfall Spur with a thick glowing outline, add a star at the waterfall labelled 'snack stop', add the note 'total ≈ 5.6 km, 2.5–3 h' near the car park, and fade the red Ridge Trail.",
            "Trail map with the recommended loop and spur highlighted",
        ),
        "Skip the red Ridge Trail: 7.5 km with a 450 m climb is too much for a 6-year-old in 3 hours. Walk the loop clockwise or anticlockwise from the car park and take the spur from the lake's north-east side; if energy runs low, you can turn back at any point and still be on flat ground.",
    ),
    vqa(
        "route-map",
        "My flight lands at gate B12 and my connection leaves from C3. How do I get there, and is 50 minutes enough?",
        "trav_airport_terminal",
        "Follow the purple **'Connections'** signs from B12 down Concourse B to the hub, go through **Transfer Security**, and take the **Sky Train** to Concourse C (about 6 minutes); C3 is near the start of the concourse. Fifty minutes is tight but usually doable if your first flight is on time.",
        edit(
            0,
            "Draw a bold purple dotted route from gate B12 down Concourse B to the hub, through 'Transfer Security', onto the Sky Train to Concourse C and to gate C3; add time estimates: 'walk ~8 min', 'security ~10–20 min', 'Sky Train ~6 min', 'walk ~2 min'.",
            "Terminal map with the B12 → C3 connection route and time estimates",
        ),
        "B12 is at the far end of Concourse B, so expect about 8 minutes of walking before the hub. Because B is international and C domestic, check whether you need to pass passport control and re-check bags first; if so, 50 minutes is risky and you should tell the cabin crew before landing so they can help you get off quickly.",
    ),
    qa(
        "itinerary-planning",
        "It's my first time in Rome and I have three full days. How should I plan them?",
        "Give each day one theme: **ancient Rome, the Vatican, and the historic centre**. Book the Colosseum and Vatican Museums online in advance; both sell out.",
        "**Day 1, Ancient Rome**: the Colosseum at opening, then the Roman Forum and Palatine Hill (one combined ticket), then the Capitoline Museums or the view from the Vittoriano terrace.",
        search("Colosseum Rome interior arena view", "Photo of the Colosseum"),
        "**Day 2, the Vatican**: the Vatican Museums and Sistine Chapel first thing, St Peter's Basilica (climb the dome), then walk to Castel Sant'Angelo and cross the river to Trastevere for dinner.",
        search("Sistine Chapel ceiling Michelangelo", "Photo of the Sistine Chapel ceiling"),
        "**Day 3, historic centre**: Pantheon, Piazza Navona and Campo de' Fiori in the morning, the Trevi Fountain and the Spanish Steps in the afternoon, and the Borghese Gallery (timed booking required) if you want one more museum.\n\nWear comfortable shoes (cobblestones), carry a refillable bottle for the public nasoni fountains, and remember that shoulders and knees must be covered in St Peter's.",
    ),
    qa(
        "itinerary-planning",
        "Is the Iceland Ring Road doable in one week in winter?",
        "It's **possible but not recommended** for most visitors in winter. The Ring Road (Route 1) is about 1,330 km, December has only 4–5 hours of daylight, and storms regularly close sections in the east and north. In one winter week, the **South Coast, the Golden Circle and the Snæfellsnes peninsula** give you more sights and far less risk.",
        search("Iceland Ring Road Route 1 map", "Map of Iceland's Ring Road"),
        "A safer 7-day winter plan: Reykjavík and the Golden Circle (Þingvellir, Geysir, Gullfoss); the South Coast waterfalls and black-sand beach at Reynisfjara; an ice-cave tour and the Jökulsárlón glacier lagoon; then back west to Snæfellsnes, with aurora hunting on clear nights.",
        search(
            "Jökulsárlón glacier lagoon winter icebergs",
            "Photo of the Jökulsárlón glacier lagoon in winter",
        ),
        "Rent a 4×4 with studded tyres, check road.is and the weather forecast every morning, and keep plans flexible by a day.",
    ),
    qa(
        "itinerary-planning",
        "We're going to Kyoto for a weekend in late November. What should we see for the autumn leaves?",
        "Late November is usually **peak foliage in Kyoto**. Focus on a few famous maple spots and go early, because weekends are crowded.",
        "**Saturday**: Tofuku-ji at opening (the Tsutenkyo bridge over a valley of maples), then Fushimi Inari nearby. In the afternoon, walk the Philosopher's Path to Eikando, and stay for its evening illumination.",
        search(
            "Tofukuji Tsutenkyo bridge autumn maples",
            "Photo of Tofuku-ji's bridge surrounded by autumn maples",
        ),
        "**Sunday**: Arashiyama early (the bamboo grove, then Hogon-in or Tenryu-ji gardens), then Kiyomizu-dera in the late afternoon; its autumn night illumination of the wooden stage over the red trees is a highlight.",
        search(
            "Kiyomizu-dera autumn night illumination",
            "Photo of Kiyomizu-dera lit up at night in autumn",
        ),
        "Buy special illumination tickets on the day, use buses and trains rather than taxis (traffic is heavy), and check the local foliage reports the week before, because peak timing shifts by a week or so each year.",
    ),
    qa(
        "itinerary-planning",
        "What should I budget for 10 days in Japan, mid-range, excluding flights?",
        "Plan on roughly **¥330,000–350,000 per person** (about ¥33,000–35,000 a day) for mid-range travel with a 7-day JR Pass, business hotels or ryokan occasionally, and a mix of casual and sit-down meals.",
        code(
            "pie",
            {
                "labels": [
                    "accommodation (10 nights × ¥15,000)",
                    "food (¥6,000/day)",
                    "JR Pass 7 days + local transport",
                    "sights & activities",
                    "souvenirs & misc.",
                ],
                "values": [150000, 60000, 65000, 30000, 30000],
                "unit": "JPY",
                "title": "10-day mid-range Japan budget ≈ ¥335,000",
            },
            "Pie chart of the 10-day budget by category",
        ),
        "Ways to adjust: hostels or capsule hotels cut accommodation by half; a single ryokan night with dinner costs ¥25,000–50,000; and if you stay mostly in one or two cities, regional passes or IC-card fares may be cheaper than the national JR Pass (¥50,000 for 7 days).",
    ),
    qa(
        "itinerary-planning",
        "Using the hotel's city guide, can you plan a two-day walking itinerary in Lisbon?",
        "Split it into **Day 1: the old centre and hills (Alfama, Baixa, Chiado, Bairro Alto)** and **Day 2: Belém by the river**, and ride historic tram 28 once for fun.",
        search(
            "Lisbon city centre map Alfama Baixa Chiado Belem",
            "Map of central Lisbon's districts and Belém",
        ),
        "**Day 1**: start at São Jorge Castle and the Miradouro de Santa Luzia viewpoint, wander down through Alfama's alleys to the Sé Cathedral, then cross Baixa to Praça do Comércio. In the afternoon, climb to Chiado for coffee, and end at the Miradouro de São Pedro de Alcântara for sunset before dinner in Bairro Alto.",
        search("Praça do Comércio Lisbon arch", "Photo of Praça do Comércio"),
        "**Day 2**: tram 15 to Belém. Visit Jerónimos Monastery at opening, eat a pastel de nata at Pastéis de Belém, walk along the river past the Monument to the Discoveries to the Belém Tower, and finish at the MAAT museum or with a sunset at LX Factory.",
        search("Jerónimos Monastery Belém cloister", "Photo of Jerónimos Monastery"),
        docs=(
            Doc(
                "Hotel city guide: Lisbon in brief",
                "Lisbon is built on seven hills; wear shoes with grip, as the limestone pavements are slippery. Tram 28 links Graça, Alfama, Baixa and Estrela; tram 15 runs to Belém. Most museums close on Mondays.",
                (),
            ),
        ),
    ),
    qa(
        "landmark-introduction",
        "Tell me about Machu Picchu. What is it and how do people get there?",
        "Machu Picchu is a **15th-century Inca citadel** on a ridge at about 2,430 m in the Peruvian Andes. It was most likely built around 1450 as an estate for the emperor Pachacuti, abandoned about a century later, and brought to international attention by Hiram Bingham in 1911. It's a UNESCO World Heritage Site.",
        search(
            "Machu Picchu citadel view Huayna Picchu",
            "Photo of Machu Picchu with Huayna Picchu behind it",
        ),
        "The site is famous for its precisely fitted dry-stone walls, the Temple of the Sun and the Intihuatana stone, and agricultural terraces that still drain well today.\n\nGetting there: take a train from Cusco or Ollantaytambo to Aguas Calientes, then a 25-minute bus up to the site; or hike the classic Inca Trail (usually 4 days, permit required, booked months ahead). Entry is by timed ticket and set circuit, so buy early and arrive at your slot.",
    ),
    qa(
        "landmark-introduction",
        "Why is the Sagrada Família in Barcelona still not finished after so long?",
        "Because it was **designed to be built slowly, funded only by private donations and tickets, and interrupted by war**. Antoni Gaudí took over the project in 1883 and devoted the rest of his life to it, but when he died in 1926 less than a quarter was complete.",
        code(
            "timeline",
            {
                "events": [
                    {"year": 1882, "label": "construction begins"},
                    {"year": 1883, "label": "Gaudí takes over"},
                    {"year": 1926, "label": "Gaudí dies; <25% complete"},
                    {"year": 1936, "label": "Civil War: workshop burned, models smashed"},
                    {"year": 2010, "label": "consecrated as a basilica"},
                    {"year": 2026, "label": "target for the central Tower of Jesus"},
                ],
                "title": "Sagrada Família timeline",
            },
            "Timeline of the Sagrada Família from 1882 to the 2026 target",
        ),
        "During the Spanish Civil War in 1936, Gaudí's workshop was set on fire and many drawings and plaster models were destroyed, so later architects had to reconstruct his intentions from fragments. Computer-aided design and CNC stone cutting have sped construction up since the 1990s. When finished, the central tower will be about 172.5 m tall, making it the tallest church in the world.",
        search("Sagrada Familia Nativity facade", "Photo of the Nativity façade"),
    ),
    qa(
        "landmark-introduction",
        "What makes Angkor Wat so special? I'm visiting Siem Reap next month.",
        "Angkor Wat is the **largest religious monument in the world**, built in the early 12th century by King Suryavarman II as a Hindu temple dedicated to Vishnu and later turned to Buddhist use. Its five lotus-bud towers represent the peaks of Mount Meru, the home of the gods, and its moat symbolises the cosmic ocean.",
        search(
            "Angkor Wat sunrise towers reflection pond",
            "Photo of Angkor Wat at sunrise reflected in the pond",
        ),
        "Unusually, it faces west, which is why sunrise photos show the towers silhouetted against the sky. Don't miss the 800-metre gallery of bas-reliefs, including the Churning of the Ocean of Milk on the east side.\n\nBuy a 1-, 3- or 7-day Angkor Pass; three days lets you also see Bayon (the giant stone faces) and Ta Prohm (trees growing through the ruins). Dress with shoulders and knees covered to climb the upper level.",
        search("Ta Prohm tree roots temple", "Photo of tree roots over Ta Prohm's walls"),
    ),
    qa(
        "landmark-introduction",
        "Can you tell me more about Petra? The guidebook section is short.",
        "Petra was the **capital of the Nabataean kingdom**, a trading city carved into rose-red sandstone cliffs in southern Jordan, flourishing from around the 1st century BC. Its most famous façade, **Al-Khazneh (the Treasury)**, probably a royal tomb, appears suddenly at the end of the **Siq**, a narrow gorge about 1.2 km long.",
        search(
            "Petra Al-Khazneh Treasury seen from the Siq",
            "Photo of the Treasury seen from the end of the Siq",
        ),
        "Beyond the Treasury lie the Street of Façades, the theatre and the Royal Tombs; the **Monastery (Ad Deir)** is a climb of about 800 steps and is even larger than the Treasury. Petra was introduced to Europeans by Johann Ludwig Burckhardt in 1812 and became a UNESCO World Heritage Site in 1985.\n\nPlan at least one full day (two is better), start at opening to walk the Siq in cool morning light, and consider Petra by Night on Monday, Wednesday or Thursday evenings.",
        search("Petra Monastery Ad Deir", "Photo of the Monastery at Petra"),
        docs=(
            Doc(
                "Guidebook: Jordan – Petra",
                "Petra lies about three hours' drive south of Amman. Entry is cheaper with the Jordan Pass. Bring water and sun protection; the main trail to the Monastery involves many steps.",
                (),
            ),
        ),
    ),
    qa(
        "landmark-introduction",
        "Which section of the Great Wall should I visit from Beijing? I have one day.",
        "For a single day, go to **Mutianyu**: it's about 70 km from central Beijing, well restored, less crowded than Badaling, with a cable car up and a toboggan down. Choose **Jinshanling** if you want a longer, more rugged hike with fewer people.",
        code(
            "bar",
            {
                "x": ["Badaling", "Mutianyu", "Jiankou", "Jinshanling"],
                "series": {"approx. distance from central Beijing (km)": [70, 73, 75, 140]},
                "notes": {
                    "Badaling": "most visited, very crowded",
                    "Mutianyu": "restored, cable car, family-friendly",
                    "Jiankou": "wild, unrestored, experienced hikers only",
                    "Jinshanling": "partly restored, scenic hike",
                },
                "x_label": "section",
                "y_label": "km",
                "title": "Great Wall sections near Beijing",
            },
            "Bar chart of distances to the main Great Wall sections, with notes",
        ),
        search(
            "Mutianyu Great Wall watchtowers autumn",
            "Photo of the Mutianyu section with watchtowers",
        ),
        "Go on a weekday and arrive at opening. Private drivers or tour buses are simplest; public buses to Mutianyu exist but take about 2 hours with a transfer.",
    ),
    qa(
        "route-map",
        "What's the best way to get from Heathrow to central London?",
        "It depends on where you're going and your budget: the **Elizabeth line** is the best all-rounder, the **Heathrow Express** the fastest to Paddington, and the **Piccadilly line** the cheapest.",
        code(
            "bar",
            {
                "x": ["Heathrow Express", "Elizabeth line", "Piccadilly line", "taxi"],
                "series": {"typical time to central London (min)": [15, 35, 50, 60]},
                "notes": {
                    "Heathrow Express": "non-stop to Paddington only; most expensive",
                    "Elizabeth line": "to Paddington ~30 min, continues through Bond Street, Tottenham Court Road, Liverpool Street",
                    "Piccadilly line": "cheapest; direct to Knightsbridge, Piccadilly Circus, King's Cross",
                    "taxi": "45–90 min depending on traffic",
                },
                "x_label": "option",
                "y_label": "minutes",
                "title": "Heathrow to central London",
            },
            "Bar chart comparing travel times of the four options with notes",
        ),
        search(
            "Elizabeth line route map Heathrow to central London", "Route map of the Elizabeth line"
        ),
        "All three rail options accept contactless bank cards, so you can just tap in at the gate. The Elizabeth line is usually the best choice unless your hotel is right by a Piccadilly line station.",
    ),
    qa(
        "route-map",
        "We want to drive the Pacific Coast Highway from San Francisco to Los Angeles. What's the route and how long should we take?",
        "Follow **Highway 1 south along the coast** (joining US-101 for some stretches): San Francisco → Santa Cruz → Monterey and Carmel → Big Sur → San Simeon → Morro Bay → Santa Barbara → Malibu → Los Angeles. It's roughly 750 km, and it deserves **3 days**, not one.",
        search(
            "Pacific Coast Highway map San Francisco to Los Angeles Highway 1",
            "Map of the coastal route from San Francisco to Los Angeles",
        ),
        "Suggested stops: **Day 1**, Santa Cruz and Monterey Bay Aquarium, night in Carmel. **Day 2**, Big Sur (Bixby Creek Bridge, McWay Falls), the elephant seals at Piedras Blancas, and Hearst Castle, night in Cambria or Morro Bay. **Day 3**, Santa Barbara's mission and waterfront, then Malibu into LA.",
        search("Bixby Creek Bridge Big Sur", "Photo of Bixby Creek Bridge in Big Sur"),
        "Drive north-to-south so you're on the ocean side for the views, check Caltrans for Big Sur closures (landslides close sections for months at a time), and fill up before Big Sur, where fuel is scarce and expensive.",
    ),
    qa(
        "route-map",
        "How do I walk across the Brooklyn Bridge from Manhattan, and where do I end up?",
        "Start at the **pedestrian entrance on Centre Street opposite City Hall Park** (near the Brooklyn Bridge–City Hall subway station) and walk the elevated wooden promenade about 1.8 km to **DUMBO in Brooklyn**. Allow 30–45 minutes with photo stops.",
        search(
            "Brooklyn Bridge pedestrian walkway map Manhattan City Hall to DUMBO",
            "Map of the Brooklyn Bridge walk from City Hall to DUMBO",
        ),
        "The promenade is above the traffic lanes and is pedestrian-only since bikes moved to a separate lane in 2021. On the Brooklyn side, take the Washington Street exit for the classic view of the Manhattan Bridge framed by old warehouses, then walk down to Brooklyn Bridge Park for the skyline. Go early in the morning to avoid crowds, or at sunset for the light.",
        search(
            "DUMBO Washington Street Manhattan Bridge view",
            "Photo of the Manhattan Bridge seen from Washington Street in DUMBO",
        ),
    ),
    qa(
        "route-map",
        "According to my hotel's directions, how do I get from the airport to the hotel near Old Town on the metro?",
        "Take the **Red line from Airport straight to Old Town: 3 stops, no changes** (Riverside, Central, Old Town).",
        edit(
            0,
            "Highlight the Red line from Airport to Old Town with a glowing outline, label Airport 'start' and Old Town 'get off here', add a small hotel icon just north of Old Town labelled 'Hotel (5 min walk)', and fade the other lines.",
            "Metro map with the Airport → Old Town ride and the hotel highlighted",
        ),
        "Follow the hotel's directions from there: leave Old Town station by the north exit and walk about 5 minutes. Buy a ticket from the machine at Airport station before boarding, and keep it, since you need it to exit.",
        docs=(
            Doc(
                "Hotel directions",
                "From the airport: take the metro. Our hotel is a 5-minute walk north of Old Town station (north exit). The metro map is attached.",
                ("trav_metro_map",),
            ),
        ),
    ),
    qa(
        "itinerary-planning",
        "We're based in Tokyo for a week. Which day trips are worth it, and how far are they?",
        "The four classic day trips are **Kamakura** (about 1 hour, temples and the Great Buddha), **Hakone** (about 1.5 hours, hot springs and views of Mt Fuji), **Nikko** (about 2 hours, ornate shrines in cedar forest) and **Kawaguchiko** (about 2 hours, the closest lake views of Mt Fuji).",
        code(
            "bar",
            {
                "x": ["Kamakura", "Hakone", "Nikko", "Kawaguchiko"],
                "series": {"one-way travel time from central Tokyo (h)": [1.0, 1.5, 2.0, 2.0]},
                "notes": {
                    "Kamakura": "JR Yokosuka line from Tokyo",
                    "Hakone": "Odakyu Romancecar from Shinjuku",
                    "Nikko": "Tobu limited express from Asakusa",
                    "Kawaguchiko": "highway bus from Shinjuku",
                },
                "x_label": "destination",
                "y_label": "hours",
                "title": "Day trips from Tokyo",
            },
            "Bar chart of one-way travel times to four day-trip destinations",
        ),
        "With one week, pick two: Kamakura is easy and relaxed; Nikko is the most impressive culturally; Hakone or Kawaguchiko if you want Mt Fuji, which is visible most reliably on clear winter mornings.",
        search("Nikko Toshogu shrine Yomeimon gate", "Photo of Toshogu's ornate gate in Nikko"),
    ),
    qa(
        "itinerary-planning",
        "Can you plan a 5-day road trip through the Scottish Highlands starting and ending in Edinburgh?",
        "Do a loop **north through the middle and back down the west**: Edinburgh → Pitlochry → Inverness and Loch Ness → Isle of Skye → Glencoe → Loch Lomond → Edinburgh.",
        search(
            "Scottish Highlands road trip map Edinburgh Inverness Skye Glencoe loop",
            "Map of the Highlands loop",
        ),
        "- **Day 1**: Edinburgh to Pitlochry (distillery, fish ladder), on through the Cairngorms to Inverness.\n- **Day 2**: Loch Ness and Urquhart Castle, then west to Eilean Donan Castle and over the bridge to Skye.\n- **Day 3**: Skye: the Old Man of Storr, the Quiraing and Neist Point.\n- **Day 4**: Ferry from Armadale to Mallaig (book ahead), Glenfinnan Viaduct, Fort William, and the drive through Glencoe.\n- **Day 5**: Loch Lomond and back to Edinburgh.",
        search("Eilean Donan Castle", "Photo of Eilean Donan Castle"),
        "Many Highland roads are single-track with passing places: pull in to let others pass, and allow more time than the map suggests. Book Skye accommodation early; it fills up in summer.",
    ),
    qa(
        "itinerary-planning",
        "When can I see cherry blossoms in different parts of Japan? I'd like to follow them.",
        "Cherry blossoms move **from south to north over about three months**: Okinawa in late January, Kyushu in late March, Tokyo and Kyoto from late March to early April, Tohoku in mid-April and Hokkaido in early May.",
        code(
            "gantt",
            {
                "rows": [
                    {"region": "Okinawa (Naha)", "start": "01-20", "end": "02-10"},
                    {"region": "Kyushu (Fukuoka)", "start": "03-20", "end": "04-05"},
                    {"region": "Tokyo / Kyoto", "start": "03-25", "end": "04-10"},
                    {"region": "Tohoku (Sendai)", "start": "04-08", "end": "04-22"},
                    {"region": "Hokkaido (Sapporo)", "start": "04-28", "end": "05-12"},
                ],
                "x_label": "date",
                "title": "Typical cherry-blossom periods by region (varies yearly)",
            },
            "Gantt chart of typical blossom periods from Okinawa to Hokkaido",
        ),
        "To 'chase' the bloom, start in Tokyo or Kyoto at the end of March and head north to Sendai and Hirosaki (famous castle park) in mid-to-late April. Full bloom lasts only about a week in each place, and dates shift each year, so watch the Japan Meteorological Corporation's forecasts from February.",
    ),
)


# =========================================================================== Encyclopedia

ENCYCLOPEDIA: tuple[Spec, ...] = (
    vqa(
        "species-introduction",
        "This little bird visits my feeder every morning. What is it?",
        "enc_bird_tit",
        "It's a **great tit** (*Parus major*), one of the most common garden birds in Europe and much of Asia. The glossy black head, white cheeks and yellow breast with a black stripe down the middle are its field marks; the stripe is broader in males, so a wide stripe suggests your visitor is a male.",
        search("great tit Parus major at bird feeder", "Photo of a great tit at a garden feeder"),
        "Great tits are about 14 cm long, eat insects and caterpillars in summer and seeds and nuts (they love sunflower hearts and peanuts) in winter. They nest in tree holes and readily use nest boxes with a 28 mm entrance hole. Their loud two-note song, often written as 'tea-cher, tea-cher', starts as early as January.",
    ),
    vqa(
        "species-introduction",
        "Saw this big orange butterfly in the garden. What species is it, and is it true they migrate?",
        "enc_monarch",
        "It's a **monarch butterfly** (*Danaus plexippus*), recognisable by its orange wings with thick black veins and the black borders dotted with white spots. And yes: eastern North American monarchs make one of the longest insect migrations, up to about 4,000 km to overwinter in the mountain fir forests of central Mexico.",
        search(
            "monarch butterfly migration map North America Mexico overwintering",
            "Map of the monarch migration routes to Mexico and California",
        ),
        "No single butterfly makes the round trip: the autumn 'super generation' lives about eight months and flies south, while the return north in spring takes three or four shorter-lived generations. Their caterpillars eat only milkweed, whose toxins make monarchs distasteful to birds, and the bright colours advertise it. Planting native milkweed is the best way to help them.",
    ),
    vqa(
        "species-introduction",
        "Found this pretty mushroom under birch trees. Can I eat it?",
        "enc_fly_agaric",
        "**No, don't eat it.** This is a **fly agaric** (*Amanita muscaria*): red cap with white warts, white gills, a white stem with a drooping ring and a bulbous base. It is poisonous, causing vomiting, confusion, delirium and hallucinations, and it's especially dangerous for children and pets.",
        search(
            "Amanita muscaria fly agaric under birch", "Photo of a fly agaric under birch trees"
        ),
        "It grows in partnership with birch and pine roots, which is why you found it there. The white spots are remnants of a veil and can wash off in rain, so an old, spotless cap can be mistaken for other red-capped mushrooms. It belongs to the same genus as the deadly death cap, a good reminder never to eat wild mushrooms without identification by an expert. If someone has eaten one, call a poison centre right away.",
    ),
    vqa(
        "species-introduction",
        "Picked up this leaf on a walk. What tree is it from?",
        "enc_maple_leaf",
        "A five-lobed, hand-shaped leaf like this almost certainly comes from a **maple** (genus *Acer*), although a **sweetgum** (*Liquidambar*) has similar star-shaped leaves. A quick check on the tree tells them apart.",
        "- **Maple**: leaves grow in opposite pairs on the twig, and the seeds are winged 'helicopters' (samaras).\n- **Sweetgum**: leaves alternate along the twig, are glossy, and the tree drops spiky ball-shaped seed pods.",
        search(
            "sugar maple vs red maple vs sweetgum leaf comparison",
            "Photos comparing sugar maple, red maple and sweetgum leaves",
        ),
        "If it's a maple, the lobes help narrow it down: **sugar maple** has rounded U-shaped gaps between lobes and few teeth, **red maple** has sharper V-shaped gaps and finely toothed edges, and **Norway maple** oozes milky sap when you snap the leaf stalk. The bright red-orange colour fits sugar and red maple especially well.",
    ),
    vqa(
        "entity-identification",
        "Whose flag is this, and do the stripes mean anything?",
        "enc_flag_greece",
        "It's the **flag of Greece**. Its nine blue and white stripes are traditionally said to stand for the nine syllables of the independence-war motto *Ελευθερία ή Θάνατος* ('Freedom or Death'), and the white cross in the canton represents Greek Orthodox Christianity.",
        edit(
            0,
            "Annotate the flag: number the nine stripes 1–9 along the right edge with a caption 'nine syllables of \"Ελευθερία ή Θάνατος\"', and label the canton cross 'Greek Orthodox Church'.",
            "The flag annotated with the meaning of the stripes and the cross",
        ),
        "Blue and white are often linked to the sea and sky. A version of this design was first used at sea in 1822 during the War of Independence, and it became the sole national flag in 1978.",
    ),
    vqa(
        "entity-identification",
        "I saw this instrument at a flea market. What is it and how is it played?",
        "enc_balalaika",
        "It's a **balalaika**, a Russian folk string instrument with a distinctive triangular body, a long fretted neck and three strings.",
        "The most common size, the *prima* balalaika, is usually tuned E–E–A, with two strings in unison, and is played by strumming with the index finger or picking. The family runs from small piccolo models to a huge contrabass played resting on the floor. The modern, standardised balalaika and the balalaika orchestra were developed in the 1880s by Vasily Andreyev.",
        search(
            "balalaika orchestra performance",
            "Photo of musicians playing balalaikas of different sizes",
        ),
        "If you're thinking of buying it, check that the neck is straight and the frets aren't worn, and budget for new strings.",
    ),
    vqa(
        "artwork-introduction",
        "Saw a print of this in a café. Who made it and what's it about?",
        "enc_mondrian_like",
        "It's in the style of **Piet Mondrian**, the Dutch painter, and closest to his *Composition with Red, Blue and Yellow* (1930): a white ground divided by thick black lines, with a large red square and small blue and yellow blocks.",
        search(
            "Piet Mondrian Composition with Red Blue and Yellow 1930",
            "The original Mondrian composition",
        ),
        "Mondrian was a leading figure of **De Stijl**, a Dutch movement founded in 1917, and called his approach *neoplasticism*. He reduced painting to horizontal and vertical lines, the three primary colours and the non-colours white, grey and black, aiming for a universal harmony beyond the visible world. The asymmetric balance, with one large colour field offset by small ones, is what makes these simple grids feel dynamic.",
        "His grids went on to influence design, architecture and fashion, most famously Yves Saint Laurent's 1965 'Mondrian' dresses.",
    ),
    vqa(
        "artwork-introduction",
        "What's the famous picture this is based on, with the huge wave and the little mountain?",
        "enc_wave_like",
        "It's based on **The Great Wave off Kanagawa** by **Katsushika Hokusai**, a woodblock print from about 1831 and the best-known image of Japanese art.",
        search(
            "Hokusai The Great Wave off Kanagawa woodblock print", "The original Great Wave print"
        ),
        "It belongs to the series *Thirty-six Views of Mount Fuji*: the small snow-capped peak in the distance is Fuji, dwarfed by the claw-like wave about to crash over three boats of rowers. Hokusai used the then-new imported pigment **Prussian blue**, and the Western-style low horizon and perspective were unusual in Japanese prints. Thousands of impressions were printed from the carved blocks, so original prints are held by many museums, including the Metropolitan Museum of Art and the British Museum.",
    ),
    vqa(
        "historical-event",
        "My son drew this after a school lesson. What event is it showing?",
        "enc_moon_landing",
        "It shows an astronaut on the **Moon beside the US flag and a lunar lander**, the scene of NASA's Apollo Moon landings, and a school lesson would almost certainly be about the first one, **Apollo 11 in July 1969**.",
        "On 20 July 1969, Neil Armstrong and Buzz Aldrin landed the lunar module *Eagle* in the Sea of Tranquility while Michael Collins orbited in *Columbia*. Armstrong stepped onto the surface a few hours later ('That's one small step for [a] man, one giant leap for mankind'), and the two men spent about two and a half hours outside, planting the flag, setting up experiments and collecting about 21.5 kg of rock. They returned safely on 24 July.",
        search(
            "Buzz Aldrin Apollo 11 flag lunar module photograph",
            "Photograph of Buzz Aldrin next to the flag during Apollo 11",
        ),
        "The golden base in his drawing is accurate: the lander's descent stage was wrapped in gold-coloured insulation foil. Six Apollo missions landed on the Moon between 1969 and 1972.",
    ),
    vqa(
        "structural-explanation",
        "My daughter's homework asks her to name parts 1 to 7 of this plant cell. Can you help us check?",
        "enc_plant_cell",
        "Here are the answers: **1 cell wall, 2 cell membrane, 3 central vacuole, 4 nucleus, 5 chloroplast, 6 mitochondrion, 7 cytoplasm**.",
        edit(
            0,
            "Write the names next to each numbered callout: 1 cell wall, 2 cell membrane, 3 central vacuole, 4 nucleus, 5 chloroplast, 6 mitochondrion, 7 cytoplasm.",
            "The homework diagram with all seven parts named",
        ),
        "What each part does:\n\n- **Cell wall**: rigid cellulose layer that gives the plant cell its box shape and support (animal cells don't have one).\n- **Cell membrane**: controls what enters and leaves the cell.\n- **Central vacuole**: big sac of cell sap that keeps the cell firm (turgid).\n- **Nucleus**: contains the DNA and controls the cell.\n- **Chloroplasts**: carry out photosynthesis, making sugar from light, water and carbon dioxide.\n- **Mitochondria**: release energy from sugar (respiration).\n- **Cytoplasm**: jelly where many reactions take place.",
    ),
    vqa(
        "structural-explanation",
        "Can you explain the path blood takes through the heart using this diagram? And why is one side's wall thicker?",
        "enc_heart_diagram",
        "Blood makes two loops, and the heart is two pumps side by side. **Right side (blue): body → lungs. Left side (red): lungs → body.**",
        edit(
            0,
            "Draw a numbered flow path with arrows: 1 vena cavae → 2 right atrium → 3 right ventricle → 4 pulmonary artery (to lungs) → 5 pulmonary veins (from lungs) → 6 left atrium → 7 left ventricle → 8 aorta (to body); add small valve markers between atria and ventricles.",
            "Heart diagram with the eight-step blood-flow path numbered",
        ),
        "1. Oxygen-poor blood returns from the body through the **superior and inferior vena cava** into the **right atrium**.\n2. It passes the tricuspid valve into the **right ventricle**, which pumps it through the **pulmonary artery** to the lungs.\n3. Oxygen-rich blood returns through the **pulmonary veins** to the **left atrium**, then through the mitral valve into the **left ventricle**.\n4. The left ventricle pumps it through the **aorta** to the whole body.\n\nThe **left ventricle's wall is thickest** because it has to push blood around the entire body at high pressure, while the right ventricle only pumps to the nearby lungs.",
    ),
    vqa(
        "structural-explanation",
        "In this volcano diagram from my textbook, why is there a small cone on the side of the big one?",
        "enc_volcano_cross",
        "That small cone is a **parasitic (or flank) cone**. It forms when magma rising through the main conduit finds a weaker path sideways, through a crack called a dyke, and erupts on the volcano's flank instead of at the summit crater.",
        edit(
            0,
            "Highlight the side branch from the main conduit and the parasitic cone in bright yellow, and add the note 'magma escapes through a side crack (dyke) → eruption on the flank'.",
            "The volcano diagram with the side branch and parasitic cone highlighted",
        ),
        "The big cone itself is a **stratovolcano**: built up from alternating layers of lava flows and ash from many eruptions, which is why it's steep and layered in the diagram. Well-known parasitic cones dot the flanks of Mount Etna, which has hundreds of them. Flank eruptions can be dangerous because they may open close to towns on the lower slopes.",
        search(
            "Mount Etna flank parasitic cones aerial",
            "Photo of parasitic cones on the flanks of Mount Etna",
        ),
    ),
    qa(
        "entity-identification",
        "What's the tall, thin, dark-green tree that's in every photo of Tuscany?",
        "It's the **Italian cypress**, also called the Mediterranean cypress (*Cupressus sempervirens*), an evergreen conifer that grows in a narrow column up to 20–30 m tall.",
        search(
            "Italian cypress avenue Val d'Orcia Tuscany",
            "Photo of a cypress-lined road in Tuscany's Val d'Orcia",
        ),
        "Tuscan farmers and landowners have planted them for centuries along drives to farmhouses, on field boundaries and around cemeteries, and the trees are long-lived (some are several hundred years old). The most photographed examples are the winding cypress avenues and the small cypress groves near San Quirico d'Orcia in the Val d'Orcia, a UNESCO World Heritage landscape.",
    ),
    qa(
        "entity-identification",
        "What are the big red gates at Japanese shrines called, and what do they mean?",
        "They are **torii**. A torii marks the entrance to a Shinto shrine and the boundary between the ordinary world and sacred space; it's customary to bow slightly before passing through and to walk to the side rather than down the centre, which is thought to be reserved for the kami (deities).",
        search(
            "Fushimi Inari torii tunnel Kyoto",
            "Photo of the tunnel of vermilion torii at Fushimi Inari",
        ),
        "Many are painted vermilion, a colour associated with warding off evil, but they can also be bare wood or stone. At **Fushimi Inari** in Kyoto, thousands of torii donated by businesses and individuals form tunnels up the mountain, and the 'floating' torii of **Itsukushima Shrine** on Miyajima stands in the sea at high tide.",
        search(
            "Itsukushima floating torii high tide Miyajima",
            "Photo of the floating torii of Itsukushima at high tide",
        ),
    ),
    qa(
        "entity-identification",
        "What is the Rosetta Stone, and why is it so famous?",
        "The Rosetta Stone is a **granodiorite slab carrying the same decree in three scripts: Egyptian hieroglyphs, Demotic and ancient Greek**. Because scholars could read the Greek, it became the key to deciphering hieroglyphs.",
        search("Rosetta Stone British Museum", "Photo of the Rosetta Stone in the British Museum"),
        "The text is a decree issued at Memphis in 196 BC on behalf of King Ptolemy V. French soldiers found the stone in 1799 near the town of Rashid (Rosetta) in the Nile Delta; after the French defeat it passed to Britain and has been in the British Museum since 1802. Jean-François Champollion announced his breakthrough in reading the hieroglyphs in 1822, building on work by Thomas Young and others. Its name is now shorthand for any key to understanding something hidden.",
    ),
    qa(
        "entity-identification",
        "What was the Enigma machine, and how did it work?",
        "Enigma was the **electromechanical cipher machine used by Nazi Germany's military** to encrypt radio messages during the Second World War. Pressing a key sent an electrical current through a plugboard, three or four rotating wheels (rotors) and a reflector, lighting up a different letter, and the rotors stepped with every key press so the substitution changed with each letter.",
        search(
            "Enigma machine rotors plugboard museum",
            "Photo of an Enigma machine showing rotors, lampboard and plugboard",
        ),
        code(
            "flow_diagram",
            {
                "nodes": [
                    "keyboard",
                    "plugboard",
                    "rotor I",
                    "rotor II",
                    "rotor III",
                    "reflector",
                    "rotor III (back)",
                    "rotor II (back)",
                    "rotor I (back)",
                    "plugboard (back)",
                    "lampboard",
                ],
                "edges": "sequential",
                "note": "rotors step after each key press, changing the wiring path",
                "title": "Signal path through an Enigma machine",
            },
            "Flow diagram of the current's path from key to lamp",
        ),
        "Because of the reflector, a letter could never encrypt to itself, a weakness codebreakers exploited. Polish mathematicians led by Marian Rejewski first broke Enigma in the 1930s, and at Bletchley Park Alan Turing, Gordon Welchman and others built the electromechanical 'bombes' that recovered daily settings, producing intelligence that shortened the war.",
    ),
    qa(
        "species-introduction",
        "How can I tell a crocodile from an alligator?",
        "Look at the snout and the teeth: **alligators have a broad, U-shaped snout, and when the mouth is closed mostly only the upper teeth show; crocodiles have a narrower, V-shaped snout, and the large fourth tooth of the lower jaw sticks up outside the upper lip.**",
        search(
            "alligator vs crocodile snout comparison head",
            "Side-by-side photo of an alligator's and a crocodile's head",
        ),
        "Other differences: alligators are usually darker (blackish), crocodiles lighter olive or tan. Crocodiles have working salt glands and tolerate seawater, so they live in coastal and brackish habitats across the tropics; alligators live almost only in fresh water, in the south-eastern United States (American alligator) and eastern China (the critically endangered Chinese alligator). South Florida is the one place where both live side by side.",
    ),
    qa(
        "species-introduction",
        "Tell me about axolotls. Are they really fish?",
        "No, an axolotl (*Ambystoma mexicanum*) is a **salamander**, an amphibian, that keeps its larval features for life, a trait called neoteny. It stays aquatic and keeps the feathery external gills on its head instead of metamorphosing into a land-dwelling adult.",
        search(
            "axolotl wild type and leucistic external gills",
            "Photo of axolotls showing their feathery external gills",
        ),
        "It is native only to the lake and canal system of Xochimilco near Mexico City, where it is **critically endangered** because of urbanisation, pollution and introduced fish. Axolotls are famous in science for regeneration: they can regrow limbs, the tail, parts of the spinal cord and even parts of the heart and brain without scarring. The pink pet axolotls are a leucistic form; wild ones are dark greenish-brown.",
    ),
    qa(
        "species-introduction",
        "How do monarch butterflies find their way to Mexico if none of them has been there before?",
        "They navigate with a **time-compensated sun compass**: special cells in their antennae track the time of day, so the brain can adjust for the sun's movement and keep flying south-west. Evidence also suggests a magnetic compass that helps on cloudy days.",
        search(
            "monarch butterfly overwintering site Michoacán oyamel fir trees clusters",
            "Photo of monarchs clustered on fir trees in Mexico",
        ),
        "The migrants are a special generation born in late summer. Short days and cooler temperatures switch them into a non-breeding state, so they store fat and can live about eight months instead of a few weeks. Millions converge on a few high-altitude oyamel fir forests in Michoacán and the State of Mexico, whose cool, humid microclimate lets them survive the winter in near-dormancy before heading north in spring.",
        search(
            "monarch butterfly migration map eastern North America",
            "Map of the monarch's autumn migration routes",
        ),
    ),
    qa(
        "species-introduction",
        "From this fact sheet, how is the giant panda population doing?",
        "The giant panda is **recovering**: China's national surveys counted about 1,114 wild pandas in the 1980s, 1,596 in the early 2000s and 1,864 in 2011–2014, and in 2016 the IUCN moved the species from 'Endangered' to 'Vulnerable'.",
        code(
            "bar",
            {
                "x": ["1985–88", "1999–2003", "2011–14"],
                "series": {"wild giant pandas (national survey)": [1114, 1596, 1864]},
                "x_label": "survey",
                "y_label": "individuals",
                "title": "Wild giant panda population, China national surveys",
            },
            "Bar chart of wild panda counts from three national surveys",
        ),
        "The growth is credited to the expansion of protected reserves (now a single Giant Panda National Park covering much of the habitat), bans on logging and poaching, and bamboo corridors linking isolated groups. Threats remain: the population is split into more than 30 subpopulations, many tiny, and climate change may shrink bamboo habitat.",
        search("giant panda eating bamboo Sichuan wild", "Photo of a giant panda eating bamboo"),
        docs=(
            Doc(
                "Fact sheet: Giant panda (Ailuropoda melanoleuca)",
                "Range: mountain forests of Sichuan, Shaanxi and Gansu, China. Diet: about 99% bamboo. Wild population (4th national survey, 2011–2014): 1,864. Previous surveys: 1,114 (1985–88) and 1,596 (1999–2003). IUCN status: Vulnerable (since 2016).",
                (),
            ),
        ),
    ),
    qa(
        "historical-event",
        "What actually happened on the night the Berlin Wall fell?",
        "On **9 November 1989**, the East German government meant to announce slightly relaxed travel rules, but spokesman Günter Schabowski told a live press conference that they applied **'immediately, without delay'**. Thousands of East Berliners rushed to the border crossings, and late that night the overwhelmed guards at Bornholmer Straße opened the gates; other crossings followed.",
        search(
            "Berlin Wall 9 November 1989 crowds on the wall Brandenburg Gate",
            "Photograph of crowds on the Wall at the Brandenburg Gate in November 1989",
        ),
        "People climbed on the Wall and began chipping pieces off it. It came at the end of months of mass protests in East Germany and an exodus through Hungary, and it led within a year to German reunification.",
        code(
            "timeline",
            {
                "events": [
                    {"date": "1961-08-13", "label": "Wall construction begins"},
                    {"date": "1989-09-11", "label": "Hungary opens border for East Germans"},
                    {"date": "1989-11-04", "label": "Alexanderplatz demonstration"},
                    {"date": "1989-11-09", "label": "Schabowski press conference; border opens"},
                    {"date": "1990-06-13", "label": "official demolition begins"},
                    {"date": "1990-10-03", "label": "German reunification"},
                ],
                "title": "From the Wall to reunification",
            },
            "Timeline from the Wall's construction to reunification",
        ),
    ),
    qa(
        "historical-event",
        "Can you lay out the Apollo 11 mission timeline for a school project?",
        "Apollo 11 lasted about eight days, from launch on **16 July 1969** to splashdown on **24 July 1969**, with the historic landing on **20 July**.",
        code(
            "timeline",
            {
                "events": [
                    {
                        "date": "1969-07-16 13:32 UTC",
                        "label": "launch on Saturn V, Kennedy Space Center",
                    },
                    {"date": "1969-07-19", "label": "enters lunar orbit"},
                    {
                        "date": "1969-07-20 20:17 UTC",
                        "label": "Eagle lands in the Sea of Tranquility",
                    },
                    {"date": "1969-07-21 02:56 UTC", "label": "Armstrong's first step"},
                    {"date": "1969-07-21 17:54 UTC", "label": "lift-off from the Moon"},
                    {"date": "1969-07-24 16:50 UTC", "label": "splashdown in the Pacific"},
                ],
                "title": "Apollo 11 mission timeline",
            },
            "Timeline of the Apollo 11 mission from launch to splashdown",
        ),
        "The crew were Neil Armstrong (commander), Buzz Aldrin (lunar module pilot) and Michael Collins (command module pilot), who stayed in lunar orbit aboard *Columbia*. Armstrong and Aldrin spent about 21.5 hours on the surface, including a moonwalk of roughly 2.5 hours, and brought back about 21.5 kg of samples.",
        search(
            "Apollo 11 Saturn V launch July 16 1969", "Photograph of the Apollo 11 Saturn V launch"
        ),
    ),
    qa(
        "historical-event",
        "Why was Gutenberg's printing press such a big deal?",
        "It made books **fast and cheap to copy** for the first time in Europe. Around 1450 in Mainz, Johannes Gutenberg combined reusable metal movable type, an oil-based ink and an adapted screw press; by 1500, presses were operating in more than 200 European towns and had printed millions of books.",
        search("Gutenberg Bible page", "Photo of a page from the Gutenberg Bible"),
        "The consequences were huge: standardised texts helped the Scientific Revolution spread and check results; Martin Luther's writings circulated in hundreds of thousands of copies, fuelling the Reformation; literacy and vernacular languages grew; and news and pamphlets created a new public sphere. His famous Bible, printed around 1454–55 in about 180 copies, is still admired for its quality, and some 49 copies survive.",
    ),
    qa(
        "historical-event",
        "Tell me about the Great Fire of London from this history text. How much of the city burned?",
        "The fire destroyed most of the medieval **City of London** inside the old Roman walls: about **13,200 houses, 87 parish churches and old St Paul's Cathedral**. It started in Thomas Farriner's bakery on Pudding Lane in the early hours of **2 September 1666** and burned until 6 September.",
        search(
            "Great Fire of London 1666 map extent of burnt area",
            "Historic map showing the area destroyed by the fire",
        ),
        "A long dry summer, timber houses packed closely together and a strong easterly wind let it spread fast, and firefighting was slow until houses were blown up to create firebreaks. Officially only a handful of deaths were recorded, though the true toll is unknown. Christopher Wren rebuilt St Paul's and more than 50 churches, and the Monument near Pudding Lane, completed in 1677, commemorates the fire.",
        docs=(
            Doc(
                "History text: The Great Fire of London",
                "In September 1666 a fire that began in a bakery on Pudding Lane swept through the City of London for four days. The rebuilding that followed introduced brick and stone construction and wider streets.",
                (),
            ),
        ),
    ),
    qa(
        "historical-event",
        "Why did the Titanic sink in under three hours if it was 'unsinkable'?",
        "Because the iceberg opened **too many watertight compartments**. Titanic was divided into 16 compartments and could stay afloat with up to four of the forward ones flooded, but the collision at 23:40 on 14 April 1912 breached **five or six**. The bulkheads rose only a few decks above the waterline, so as the bow sank, water spilled over the top of each bulkhead into the next, like an ice-cube tray tilted forward.",
        code(
            "cross_section_diagram",
            {
                "ship": "Titanic (side view)",
                "compartments": 16,
                "breached": [1, 2, 3, 4, 5, 6],
                "design_limit": "afloat with first 4 flooded",
                "show": "water spilling over bulkhead tops as bow sinks",
                "title": "Why Titanic sank: six forward compartments breached",
            },
            "Side-view diagram of the 16 compartments with the breached ones flooded",
        ),
        "She sank at 02:20 on 15 April, 2 hours 40 minutes after the collision. The 20 lifeboats had room for about 1,178 of the roughly 2,224 people aboard, and about 1,500 died. The disaster led to the first International Convention for the Safety of Life at Sea (SOLAS) in 1914, requiring lifeboat space for everyone and 24-hour radio watches.",
        search(
            "Titanic departing Southampton April 1912 photograph",
            "Photograph of Titanic leaving Southampton",
        ),
    ),
    qa(
        "historical-event",
        "What was the Silk Road, and was it really a single road?",
        "No. The Silk Road was a **network of overland and sea trade routes linking China with Central Asia, India, Persia, the Middle East and the Mediterranean**, active from around the 2nd century BC, when Han-dynasty China opened contacts westward, until about the 15th century. The name itself was coined in 1877 by the German geographer Ferdinand von Richthofen.",
        search(
            "Silk Road trade routes map Han dynasty to Mediterranean",
            "Map of the Silk Road's land and sea routes",
        ),
        "Few traders travelled the whole way; goods passed from merchant to merchant through oasis cities like Samarkand, Kashgar and Dunhuang. Silk, spices, tea, horses, glass and paper moved along it, and so did ideas and religions (Buddhism reached China this way), technologies such as papermaking, and diseases, including the Black Death in the 14th century.",
    ),
    qa(
        "artwork-introduction",
        "Why is the Mona Lisa so famous? It's smaller than I expected.",
        "It's famous for **Leonardo da Vinci's technique**, its **mystery** and a **dramatic history**. It really is small, about 77 × 53 cm, oil on a poplar panel, painted around 1503–1519 and now in the Louvre.",
        search("Mona Lisa Leonardo da Vinci Louvre", "The Mona Lisa"),
        "Leonardo used *sfumato*, imperceptible transitions of tone instead of outlines, especially around the eyes and mouth, which makes the smile seem to change as you look. The sitter is generally identified as Lisa Gherardini, wife of the Florentine merchant Francesco del Giocondo. Its celebrity exploded in 1911, when it was stolen from the Louvre by Vincenzo Peruggia; the two-year search made headlines worldwide before it was recovered in Florence in 1913.",
        "Today it hangs behind protective glass in the Salle des États. For a better view, visit on a weekday evening opening.",
    ),
    qa(
        "artwork-introduction",
        "What makes Van Gogh's Starry Night special?",
        "*The Starry Night* (June 1889) turns a night view into **swirling, rhythmic energy**: a turbulent sky of spiralling wind and glowing stars above a quiet village, with a flame-like cypress linking earth and sky. Van Gogh painted it during his stay at the asylum of Saint-Paul-de-Mausole in Saint-Rémy-de-Provence, based on the view from his east-facing window before sunrise, but he added the village from imagination.",
        search("Vincent van Gogh The Starry Night 1889 MoMA", "The Starry Night"),
        "The thick, directional brushstrokes (impasto) give the sky physical movement, and the complementary blues and yellows make the stars vibrate. Van Gogh himself considered it a failure in a letter to his brother Theo, yet it became one of the most recognised paintings in the world. It measures 73.7 × 92.1 cm and has been at the Museum of Modern Art in New York since 1941.",
    ),
    qa(
        "artwork-introduction",
        "Can you explain Las Meninas? I don't get who's looking at whom.",
        "*Las Meninas* (1656) by **Diego Velázquez**, in the Prado in Madrid, is a puzzle about looking. The young **Infanta Margarita Teresa** stands in the centre with her maids of honour (the *meninas*); on the left, **Velázquez himself** stands behind a huge canvas, brush in hand, looking out at us.",
        search("Las Meninas Velázquez Prado", "Las Meninas"),
        "The key is the **mirror on the back wall**, which reflects **King Philip IV and Queen Mariana**. They seem to be standing where we, the viewers, stand, so the painter and several figures are looking at the royal couple, and Velázquez may be painting their portrait on the canvas we can't see. The viewer is placed in the king's position, and the painting becomes a reflection on art, status and the act of seeing itself; Picasso painted 58 variations on it in 1957.",
    ),
    qa(
        "artwork-introduction",
        "Using the museum leaflet, tell me about Girl with a Pearl Earring.",
        "*Girl with a Pearl Earring* (about 1665) by **Johannes Vermeer** is a *tronie*: not a portrait of a real, named sitter, but a study of a face, expression and exotic costume. It's in the **Mauritshuis** in The Hague.",
        search("Vermeer Girl with a Pearl Earring Mauritshuis", "Girl with a Pearl Earring"),
        "The girl turns toward us over her shoulder against a dark background, lips slightly parted, lit from the left. Vermeer built the blue of her turban with expensive natural ultramarine made from lapis lazuli. The 'pearl' is just a few strokes of paint, a highlight and a reflection of her white collar, and it may actually represent polished glass or tin rather than a real pearl of that size. A 2018 study ('The Girl in the Spotlight') found traces of a green curtain in the background and eyelashes invisible to the naked eye.",
        docs=(
            Doc(
                "Museum leaflet: Room 15",
                "Highlights of the room include Vermeer's View of Delft and his Girl with a Pearl Earring. Photography without flash is allowed.",
                (),
            ),
        ),
    ),
    qa(
        "structural-explanation",
        "How does a suspension bridge actually hold itself up?",
        "The deck **hangs** from vertical cables (suspenders) attached to two huge main cables. The main cables drape over tall towers and are anchored into massive blocks of concrete or rock at each end. The cables are in **tension**, the towers carry the load down in **compression**, and the anchorages resist the enormous horizontal pull.",
        code(
            "force_diagram",
            {
                "elements": ["deck", "suspenders", "main cable", "towers", "anchorages"],
                "forces": [
                    {"on": "deck", "type": "weight + traffic", "direction": "down"},
                    {"on": "suspenders", "type": "tension", "direction": "up"},
                    {"on": "main cable", "type": "tension along the curve"},
                    {"on": "towers", "type": "compression", "direction": "down into foundations"},
                    {"on": "anchorages", "type": "horizontal pull resisted by mass"},
                ],
                "title": "Load path of a suspension bridge",
            },
            "Force diagram showing tension in cables and compression in towers",
        ),
        "Because steel cable is extremely strong in tension, this design can span farther than any other: the Golden Gate Bridge's main span (opened 1937) is 1,280 m. Modern decks are stiffened trusses or aerodynamic box girders, a lesson learned after the Tacoma Narrows Bridge twisted apart in the wind in 1940.",
        search(
            "Golden Gate Bridge main cable towers suspenders close up",
            "Photo of the Golden Gate Bridge's towers, main cables and suspenders",
        ),
    ),
    qa(
        "structural-explanation",
        "How is DNA structured? I know it's a double helix but not much more.",
        "DNA is two long strands wound around each other into a **double helix**. Each strand has a **backbone of alternating sugar (deoxyribose) and phosphate**, and a **base** (A, T, G or C) sticks inward from each sugar. Bases on opposite strands pair by hydrogen bonds: **A with T (two bonds)** and **G with C (three bonds)**, like the rungs of a twisted ladder.",
        code(
            "diagram",
            {
                "type": "ladder_helix",
                "strand_1": "5'-A T G C G T A C-3'",
                "strand_2": "3'-T A C G C A T G-5'",
                "labels": [
                    "sugar-phosphate backbone",
                    "base pair",
                    "hydrogen bonds (A=T 2, G≡C 3)",
                ],
                "note": "strands are antiparallel; ~10.5 base pairs per turn; width ~2 nm",
                "title": "Base pairing in DNA",
            },
            "Ladder diagram of base pairing between two antiparallel strands",
        ),
        "The two strands run in opposite directions (antiparallel), and the helix makes a full turn about every 10.5 base pairs (3.4 nm). Because each base has exactly one partner, either strand is a template for the other, which is how DNA is copied. James Watson and Francis Crick proposed the structure in 1953, relying heavily on Rosalind Franklin's X-ray diffraction image known as Photo 51.",
        search("Rosalind Franklin Photo 51 X-ray diffraction DNA", "Rosalind Franklin's Photo 51"),
    ),
    qa(
        "structural-explanation",
        "How does a jet engine work? Explain it like I'm curious but not an engineer.",
        "A jet engine does four things in a row: **suck, squeeze, bang, blow**. A fan and compressor draw in air and squeeze it to high pressure, fuel is sprayed in and burned in the combustor, and the hot, expanding gas rushes out the back, pushing the plane forward. On the way out, the gas spins a turbine, which drives the compressor and fan on a shared shaft.",
        code(
            "flow_diagram",
            {
                "nodes": [
                    "intake / fan",
                    "compressor (squeeze)",
                    "combustor (bang)",
                    "turbine",
                    "nozzle (blow)",
                ],
                "edges": "sequential",
                "bypass": {
                    "from": "intake / fan",
                    "to": "nozzle",
                    "label": "bypass air (most of the thrust in a turbofan)",
                },
                "shaft": {"links": ["turbine", "compressor (squeeze)", "intake / fan"]},
                "title": "Turbofan: air flow and the power shaft",
            },
            "Flow diagram of a turbofan's stages, bypass air and shaft",
        ),
        "Airliners use **high-bypass turbofans**: the big fan at the front pushes most of its air around the core rather than through it, and this slower, larger stream of air produces most of the thrust far more efficiently and quietly than the hot jet alone.",
        search(
            "turbofan engine cutaway fan compressor combustor turbine",
            "Cutaway photo of a turbofan engine",
        ),
    ),
    qa(
        "structural-explanation",
        "Using this textbook page, why does the heart have four chambers?",
        "Four chambers let the heart run **two separate circulations at once** without mixing oxygen-rich and oxygen-poor blood: the right atrium and ventricle send blood to the lungs, and the left atrium and ventricle send it to the body.",
        ref(0, "The textbook's labelled diagram of the heart's chambers and vessels"),
        "In each pair, the thin-walled **atrium** is a collecting chamber that tops up the ventricle, and the muscular **ventricle** is the pump. Valves between them and at the exits keep the flow one-way. Keeping the circuits separate means the body receives fully oxygenated blood at high pressure, while the delicate lungs get it at low pressure, which is why the left ventricle's wall is about three times thicker than the right's. Fish have a two-chambered heart with a single circuit, and most amphibians have three chambers, with some mixing.",
        docs=(
            Doc(
                "Biology textbook: The circulatory system",
                "The mammalian heart has four chambers: two atria and two ventricles. It pumps blood through the pulmonary and systemic circulations.",
                ("enc_heart_diagram",),
            ),
        ),
    ),
    qa(
        "structural-explanation",
        "The worksheet has a numbered plant cell. How is a plant cell different from an animal cell?",
        "A plant cell has three structures an animal cell lacks: a **rigid cell wall**, **chloroplasts** and a **large central vacuole**. On the worksheet those are parts 1, 5 and 3; the other labelled parts (cell membrane 2, nucleus 4, mitochondria 6, cytoplasm 7) are found in both.",
        ref(0, "The worksheet's numbered plant-cell diagram"),
        "- The **cell wall** (cellulose) gives a fixed, often box-like shape and support, while animal cells are rounder and flexible.\n- **Chloroplasts** let plants make their own food by photosynthesis; animals must eat.\n- The **central vacuole** can fill most of the cell and keeps it firm by water pressure, while animal cells have only small, temporary vacuoles.\n- Animal cells have **centrioles**, which most plant cells lack.",
        code(
            "venn",
            {
                "sets": {
                    "plant cell only": ["cell wall", "chloroplasts", "large central vacuole"],
                    "animal cell only": ["centrioles", "small temporary vacuoles"],
                    "both": ["cell membrane", "nucleus", "mitochondria", "cytoplasm", "ribosomes"],
                },
                "title": "Plant vs. animal cell",
            },
            "Venn diagram of plant-only, animal-only and shared cell structures",
        ),
        docs=(
            Doc(
                "Worksheet: Cells",
                "Label the parts of the plant cell (1–7). Then list the differences between plant and animal cells.",
                ("enc_plant_cell",),
            ),
        ),
    ),
    qa(
        "structural-explanation",
        "How do Gothic cathedrals have such thin walls and huge windows? What are flying buttresses?",
        "A stone vault pushes not only down but also **outward** on the walls. **Flying buttresses** are arched stone struts on the outside of the building that catch this outward thrust high up and carry it down to heavy piers standing away from the wall. With the load handled outside, the walls no longer need to be thick and solid, so they can be filled with tall stained-glass windows.",
        code(
            "force_diagram",
            {
                "section": "Gothic nave cross-section",
                "elements": [
                    "rib vault",
                    "clerestory wall",
                    "flying buttress",
                    "buttress pier",
                    "pinnacle",
                ],
                "forces": [
                    {"on": "rib vault", "type": "thrust", "direction": "outward and down"},
                    {
                        "on": "flying buttress",
                        "type": "compression",
                        "direction": "diagonally down to pier",
                    },
                    {
                        "on": "pinnacle",
                        "type": "added weight",
                        "direction": "down, steepening the thrust line",
                    },
                ],
                "title": "How flying buttresses carry the vault's thrust",
            },
            "Cross-section force diagram of a vault's thrust carried by flying buttresses",
        ),
        "Pointed arches and rib vaults help too, since they direct more of the load downward than round Romanesque arches. Notre-Dame de Paris was among the first major churches designed with flying buttresses, in the late 12th century, and the heavy pinnacles on top of the piers are not just decoration: their weight helps keep the thrust inside the masonry.",
        search(
            "Notre-Dame de Paris flying buttresses apse",
            "Photo of the flying buttresses around Notre-Dame's apse",
        ),
    ),
)

# Multi-image VQA samples (added per category; ids continue each category's numbering).

ACADEMIC += (
    vqa(
        "result-interpretation",
        "Here are my training curves and the test confusion matrix of the same run. What should I fix first?",
        ("acad_training_curves", "acad_confusion_matrix"),
        "Fix the **overfitting first**, then look at the cat–fox confusion. The curves show validation loss bottoming out at epoch 12 (about 0.62) and rising to about 0.95 by epoch 30, so if the confusion matrix comes from the final epoch it reflects an overfitted model.",
        edit(
            0,
            "Mark epoch 12 with a vertical dashed green line labelled 'use this checkpoint', and shade epochs 13-30 light red labelled 'overfitting'.",
            "Training curves with the best checkpoint marked",
        ),
        "Re-evaluate the epoch-12 checkpoint before changing anything else. The remaining errors are concentrated in two cells: 15 foxes predicted as cats and 12 cats predicted as foxes, while dogs are at 91 % recall.",
        edit(
            1,
            "Outline the 'fox → cat' (15) and 'cat → fox' (12) cells in thick orange and add the label 'after early stopping, check these'.",
            "Confusion matrix with the cat-fox cells outlined",
        ),
        "If the cat–fox errors persist at the best checkpoint, add more varied cat and fox images (similar colours and poses are the hard cases) and consider stronger augmentation, which also helps with the overfitting.",
    ),
)

RECIPE += (
    vqa(
        "plating-presentation",
        "Hosting a birthday dinner: steak for mains and this cake for dessert. How do I make both look restaurant-worthy without buying anything special?",
        ("rec_plated_steak", "rec_cake_plain"),
        "Use the same two tricks for both: **a clean frame and one clear focal point**. For the steak, separate the components and wipe the rim; for the cake, add one generous, fresh decoration on top instead of many small ones.",
        edit(
            0,
            "Re-plate: mashed potato as one swoosh left of centre, steak slices fanned against it showing the pink centre, green beans bundled neatly on the right, a small pool of sauce by the steak, clean white rim, thyme sprig on top.",
            "The steak plate re-arranged with a clean rim and fanned slices",
        ),
        "For the cake, a crown of mixed berries with a light dusting of icing sugar looks abundant and needs no piping; add it within two hours of serving so the fruit stays glossy.",
        edit(
            1,
            "Decorate the top of the cake with a generous crown of strawberries, raspberries and blueberries piled off-centre, a few mint leaves and a light dusting of icing sugar; keep the sides plain and smooth.",
            "The cake with a berry crown and icing sugar",
        ),
    ),
)

FASHION += (
    vqa(
        "style-preview",
        "I'm wearing this red dress to a wedding. How should I do my hair with it? This is me now.",
        ("fash_red_dress", "fash_portrait_long_hair"),
        "With a V-neck wrap dress and your long, straight hair, a **low, soft chignon or a low twisted bun** is the most elegant choice: it shows off the neckline and earrings and stays neat through a long day. Loose **soft waves** are the alternative if you prefer to wear it down.",
        edit(
            1,
            "Style the hair into a low, soft chignon at the nape with a few loose face-framing strands, centre part kept, and add small gold drop earrings; keep the face and hair colour unchanged.",
            "Preview of the portrait with a low chignon and gold earrings",
        ),
        "Skip high, tight ponytails, which compete with the bold colour of the dress. If the wedding is outdoors and windy, the chignon will hold better than waves; set it with a few U-pins and a light hairspray.",
    ),
)

RENOVATION += (
    vqa(
        "material-selection",
        "These are my kitchen and the four flooring samples the shop gave me. Which one goes best with the cabinets?",
        ("ren_kitchen_before", "ren_flooring_samples"),
        "Go with **C, the matte light-grey porcelain tile**, or **B, the grey luxury vinyl plank**. Both are cool neutrals that balance the orange tone of the honey-oak cabinets, and both handle kitchen spills.",
        "Avoid **A, solid oak**: a second honey-coloured wood next to the oak cabinets makes the room look like one undifferentiated block of orange. **D, cork**, is warm too and dents and stains more easily in a kitchen.",
        edit(
            0,
            "Replace the floor strip at the bottom of the kitchen image with large matte light-grey porcelain tiles with thin grey grout lines; keep the cabinets, counter, tiles and fridge unchanged.",
            "The kitchen previewed with light-grey porcelain tile",
        ),
        "If you plan to paint the cabinets later, tile C stays neutral with almost any cabinet colour, which makes it the safer long-term choice.",
    ),
)

TRAVEL += (
    vqa(
        "landmark-introduction",
        "I found three sketches in my grandfather's travel journal. Which landmarks are these?",
        ("trav_tower_sketch", "trav_opera_house", "trav_leaning_tower"),
        "They are three of the world's most famous landmarks: **the Eiffel Tower in Paris** (first sketch), **the Sydney Opera House** with the Harbour Bridge behind it (second), and **the Leaning Tower of Pisa** beside Pisa Cathedral (third).",
        "**Eiffel Tower**: the wrought-iron lattice tower built for the 1889 World's Fair, about 330 m tall today.",
        search(
            "Eiffel Tower from Champ de Mars", "Photo of the Eiffel Tower from the Champ de Mars"
        ),
        "**Sydney Opera House**: Jørn Utzon's building with sail-like concrete shells, opened in 1973.",
        search(
            "Sydney Opera House and Harbour Bridge from the water",
            "Photo of the Sydney Opera House and Harbour Bridge",
        ),
        "**Leaning Tower of Pisa**: the cathedral's bell tower, begun in 1173, which tilts because of soft ground.",
        search(
            "Leaning Tower of Pisa and cathedral Piazza dei Miracoli",
            "Photo of the Leaning Tower and cathedral in Pisa",
        ),
        "If the journal has dates, the Sydney sketch can't be older than the mid-1960s, when the shells were built, which may help you date his trip.",
    ),
)

ENCYCLOPEDIA += (
    vqa(
        "artwork-introduction",
        "We have these two prints in our hallway. Who made the originals, and why do they look so different?",
        ("enc_mondrian_like", "enc_wave_like"),
        "The first is in the style of **Piet Mondrian**'s *Composition with Red, Blue and Yellow* (1930); the second is based on **Katsushika Hokusai**'s *The Great Wave off Kanagawa* (about 1831). They look so different because they come from opposite artistic aims: Mondrian reduced painting to pure lines and primary colours, while Hokusai depicted a specific, dramatic scene of nature.",
        search(
            "Piet Mondrian Composition with Red Blue and Yellow 1930",
            "The original Mondrian composition",
        ),
        "Mondrian's painting is oil on canvas and belongs to the Dutch **De Stijl** movement: no subject at all, just balance between black lines, white space and three colours. Hokusai's is a **woodblock print** from the series *Thirty-six Views of Mount Fuji*: a giant wave towering over boats, with Mount Fuji small in the distance, printed in many copies for a popular audience.",
        search("Hokusai Great Wave off Kanagawa print", "The original Great Wave print"),
        "They share one thing: both use bold, flat areas of colour and strong outlines, and both became icons of modern design, which is partly why they hang so well together.",
    ),
)


CORE_SPECS: tuple[tuple[str, tuple[Spec, ...]], ...] = (
    ("Academic", ACADEMIC),
    ("Manual", MANUAL),
    ("Recipe", RECIPE),
    ("Fashion", FASHION),
    ("Renovation", RENOVATION),
    ("Product", PRODUCT),
    ("Travel", TRAVEL),
    ("Encyclopedia", ENCYCLOPEDIA),
)


def all_specs() -> tuple[tuple[str, tuple[Spec, ...]], ...]:
    """This file's specs followed by those of the per-category modules ``atp_content/*.py``.

    A content module (any ``atp_content/<name>.py`` not starting with ``images_``) imports
    the helpers from this file (``from build_atp_samples import vqa, qa, ref, ...``) and
    defines ``CATEGORY`` (a category name) and ``SPECS`` (a tuple of specs). Its samples get
    the ids after the category's existing ones, in module-name order, so published ids
    never change.
    """
    import importlib

    extra: dict[str, list[Spec]] = {}
    content = Path(__file__).resolve().parent / "atp_content"
    for path in sorted(content.glob("*.py")):
        if path.stem.startswith(("images_", "_")):
            continue
        module = importlib.import_module(f"atp_content.{path.stem}")
        extra.setdefault(module.CATEGORY, []).extend(module.SPECS)
    unknown = sorted(set(extra) - {c for c, _ in CORE_SPECS})
    if unknown:
        raise SystemExit(f"unknown categories in atp_content: {', '.join(unknown)}")
    return tuple((c, group + tuple(extra.get(c, ()))) for c, group in CORE_SPECS)


# =========================================================================== build


def check_spec(sid: str, spec: Spec) -> list[str]:
    """Integration-rule checks that the schema does not cover (paper §4.2)."""
    problems: list[str] = []
    tools = [b for b in spec.gt if isinstance(b, Tool)]
    if not 1 <= len(tools) <= 5:
        problems.append(f"{sid}: needs 1-5 tool calls, has {len(tools)}")
    if not spec.gt or isinstance(spec.gt[0], Tool):
        problems.append(f"{sid}: the answer must start with text, not a tool call")
    refs = [t.params["img_index"] for t in tools if t.name == "Reference"]
    if len(refs) != len(set(refs)):
        problems.append(f"{sid}: a Reference image is used more than once")
    for tool in tools:
        if not tool.description.strip():
            problems.append(f"{sid}: {tool.name} call without description")
    for block in spec.gt:
        if isinstance(block, str):
            low = block.lower()
            problems += [
                f"{sid}: figure-introducing phrase {p!r}" for p in FIGURE_PHRASES if p in low
            ]
            if "<tool>" in block:
                problems.append(f"{sid}: raw <tool> tag inside a text block")
    for before, after in zip(spec.gt, spec.gt[1:], strict=False):
        if isinstance(before, str) and isinstance(after, Tool) and before.rstrip().endswith(":"):
            problems.append(f"{sid}: paragraph before a tool call must not introduce it with ':'")
    if spec.vqa and spec.docs:
        problems.append(f"{sid}: VQA samples carry user images, not documents")
    return problems


def build(specs: tuple[tuple[str, tuple[Spec, ...]], ...]) -> list[ATPSample]:
    """Turn the hand-written specs into validated samples."""
    caps = captions()
    digests: dict[str, str] = {}
    samples: list[ATPSample] = []
    problems: list[str] = []
    for category, group in specs:
        for number, spec in enumerate(group, start=1):
            sid = f"atp-{category.lower()}-{number:03d}"
            if category_of(spec.intent).value != category:
                problems.append(f"{sid}: intent {spec.intent!r} is not a {category} intent")
            problems += check_spec(sid, spec)
            names: list[tuple[str, str]] = [(n, "user-upload") for n in spec.images]
            documents = []
            for doc in spec.docs:
                start = len(names)
                names += [(n, "document") for n in doc.images]
                documents.append(
                    {
                        "title": doc.title,
                        "text": doc.text,
                        "image_indices": list(range(start, len(names))),
                    }
                )
            images = []
            for index, (name, source) in enumerate(names):
                if name not in caps:
                    problems.append(f"{sid}: unknown image {name!r}")
                    continue
                if name not in digests:
                    digests[name] = hashlib.sha256(
                        (OUT_DIR / f"{name}.png").read_bytes()
                    ).hexdigest()
                images.append(
                    {
                        "index": index,
                        "path": f"images/{name}.png",
                        "caption": caps[name],
                        "source": source,
                        "sha256": digests[name],
                    }
                )
            text = "\n\n".join(b.tag() if isinstance(b, Tool) else b.strip() for b in spec.gt)
            tools = sorted({b.name for b in spec.gt if isinstance(b, Tool)})
            raw = {
                "id": sid,
                "category": category,
                "intent": spec.intent,
                "type": "VQA" if spec.vqa else "QA",
                "query": spec.query,
                "images": images,
                "documents": documents,
                "ground_truth": text,
                "ground_truth_tools": tools,
            }
            try:
                samples.append(ATPSample.model_validate(raw))
            except ValueError as exc:
                problems.append(f"{sid}: {exc}")
    if problems:
        raise SystemExit("sample problems:\n" + "\n".join(problems))
    return samples


def main() -> None:
    """Validate all samples and write the JSONL file."""
    samples = build(all_specs())
    lines = [json.dumps(s.model_dump(mode="json"), ensure_ascii=False) for s in samples]
    DATASET.write_text("\n".join(lines) + "\n", encoding="utf-8")
    by_cat = Counter(s.category.value for s in samples)
    vqa_count = sum(s.type.value == "VQA" for s in samples)
    intents = Counter(s.intent for s in samples)
    print(f"wrote {len(samples)} samples ({vqa_count} VQA) to {DATASET}")
    print("per category:", dict(by_cat))
    print("min samples per intent:", min(intents.values()), f"({len(intents)} intents)")
    calls = [len(re.findall(r"<tool>", s.ground_truth)) for s in samples]
    print("tool calls per sample: mean", round(sum(calls) / len(calls), 2), "max", max(calls))


if __name__ == "__main__":
    # Run the imported module's main so that the content modules, which import helpers
    # from ``build_atp_samples``, share one copy of it (and its Tool class) with this script.
    import build_atp_samples

    build_atp_samples.main()
